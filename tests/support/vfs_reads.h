#pragma once
// A file read through the Vfs as text, "<missing>" when no mount has it: what the
// archive and mount tests compare.
#include <string>

#include "vfs/vfs.h"

namespace bsptest {

inline std::string read_text(const bsp::Vfs& vfs, const std::string& path) {
    const auto bytes = vfs.read(path);
    if (!bytes) return "<missing>";
    return std::string(bytes->begin(), bytes->end());
}

}  // namespace bsptest
