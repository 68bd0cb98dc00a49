#pragma once
// The small text files the viewer remembers things in (recent maps, game dirs per
// map location, camera bookmarks): one record a line, fields separated by tabs.
// Reading never fails: a missing file reads as empty, and the caller skips a line it
// cannot use with a warning on stderr that names the file and the line. Writing
// replaces the whole file through a temporary file beside it, so a run that dies
// while writing leaves the old file, never half of one.
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace bsp {

struct ConfigLine {
    int number = 0;                   // 1-based, for warnings
    std::vector<std::string> fields;  // split on tabs; at least one
};

// The non-blank lines of `file` (a trailing '\r' removed); empty when it is missing.
std::vector<ConfigLine> read_config_lines(const std::filesystem::path& file);

// Writes `lines` (fields joined with tabs, each through config_field); false when the
// file cannot be written (the old one then stays).
bool write_config_lines(const std::filesystem::path& file, const std::vector<std::vector<std::string>>& lines);

// `text` as one field: tabs and line breaks become spaces, so a name never splits a record.
std::string config_field(std::string_view text);

// "bspview: FILE:LINE: WHY; line ignored" on stderr.
void warn_config_line(const std::filesystem::path& file, int line, std::string_view why);

}  // namespace bsp
