#pragma once
// The one error type for bad input. Every message names the file, the part of it
// (usually a lump) and the problem, so a user can tell exactly what is wrong:
//   "maps/foo.bsp: lump 'faces': face 12 uses vertex 9000, but there are 812 vertices"
#include <stdexcept>
#include <string>

namespace bsp {

class LoadError : public std::runtime_error {
public:
    LoadError(std::string file, std::string part, std::string problem)
        : std::runtime_error(compose(file, part, problem)),
          file_(std::move(file)), part_(std::move(part)), problem_(std::move(problem)) {}

    const std::string& file() const { return file_; }
    const std::string& part() const { return part_; }   // e.g. "lump 'faces'" or "header"
    const std::string& problem() const { return problem_; }

private:
    static std::string compose(const std::string& file, const std::string& part,
                               const std::string& problem) {
        std::string s = file.empty() ? std::string("<memory>") : file;
        if (!part.empty()) s += ": " + part;
        return s + ": " + problem;
    }
    std::string file_, part_, problem_;
};

}  // namespace bsp
