#pragma once
// The one error type for bad input. Every message names the file, the part of it
// (usually a lump) and the problem, so a user can tell exactly what is wrong:
//   "maps/foo.bsp: lump 'faces': face 12 uses vertex 9000, but there are 812 vertices"
#include <stdexcept>
#include <string>

#include "core/printable_text.h"

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
        // Part and problem may quote the file's own bytes (core/printable_text.h).
        std::string s = file.empty() ? std::string("<memory>") : file;
        if (!part.empty()) s += ": " + printable_text(part);
        return s + ": " + printable_text(problem);
    }
    std::string file_, part_, problem_;
};

}  // namespace bsp
