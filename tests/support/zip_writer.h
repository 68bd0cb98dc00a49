#pragma once
// A zip with stored (uncompressed) or deflated entries, in memory: enough for PhysFS,
// pk3 rules, Source pakfiles and vfs/zip_index.h, with no dependency on zip tools
// being installed.
#include <cstdint>
#include <map>
#include <string>

namespace bsptest {

// Entries in name order; CRCs right, no compression, no comments.
std::string zip_bytes(const std::map<std::string, std::string>& files);
// The same with every entry deflated (libdeflate, level 6), as pk3 files store them.
std::string deflated_zip_bytes(const std::map<std::string, std::string>& files);

// What else an archive may hold, as zip tools write it.
struct ZipLayout {
    bool deflated = false;
    std::string local_extra;  // an extra field in every local header (none in the directory)
    std::string comment;      // the archive comment after the end record (at most 65535 bytes)
    // Valve's Xbox 360 layout (zip_utils, "XZP2"): each directory record announces
    // local_extra's length as its own extra field but stores none of it.
    bool xbox_directory = false;
};
std::string zip_bytes(const std::map<std::string, std::string>& files, const ZipLayout& layout);

}  // namespace bsptest
