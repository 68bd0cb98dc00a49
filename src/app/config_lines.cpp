#include "app/config_lines.h"

#include <cstdio>
#include <fstream>
#include <system_error>

namespace bsp {

std::vector<ConfigLine> read_config_lines(const std::filesystem::path& file) {
    std::vector<ConfigLine> lines;
    std::ifstream in(file, std::ios::binary);
    std::string text;
    for (int number = 1; std::getline(in, text); ++number) {
        if (!text.empty() && text.back() == '\r') text.pop_back();
        if (text.find_first_not_of(" \t") == std::string::npos) continue;
        ConfigLine line{number, {}};
        for (size_t start = 0;;) {
            const size_t tab = text.find('\t', start);
            line.fields.push_back(text.substr(start, tab == std::string::npos ? std::string::npos : tab - start));
            if (tab == std::string::npos) break;
            start = tab + 1;
        }
        lines.push_back(std::move(line));
    }
    return lines;
}

bool write_config_lines(const std::filesystem::path& file, const std::vector<std::vector<std::string>>& lines) {
    if (file.empty()) return false;
    std::error_code error;
    if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), error);
    std::filesystem::path temporary = file;
    temporary += ".new";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        for (const std::vector<std::string>& fields : lines) {
            for (size_t i = 0; i < fields.size(); ++i) out << (i ? "\t" : "") << config_field(fields[i]);
            out << '\n';
        }
        if (!out.flush()) {
            std::filesystem::remove(temporary, error);
            return false;
        }
    }
    std::filesystem::rename(temporary, file, error);
    if (!error) return true;
    std::filesystem::remove(temporary, error);
    return false;
}

std::string config_field(std::string_view text) {
    std::string field(text);
    for (char& c : field)
        if (c == '\t' || c == '\n' || c == '\r') c = ' ';
    return field;
}

void warn_config_line(const std::filesystem::path& file, int line, std::string_view why) {
    std::fprintf(stderr, "bspview: %s:%d: %.*s; line ignored\n", file.string().c_str(), line, int(why.size()),
                 why.data());
}

}  // namespace bsp
