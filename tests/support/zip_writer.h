#pragma once
// A zip with stored (uncompressed) entries, in memory: enough for PhysFS, pk3 rules and
// Source pakfiles, with no dependency on zip tools being installed.
#include <cstdint>
#include <map>
#include <string>

namespace bsptest {

// Entries in name order; CRCs right, no compression, no comments.
std::string zip_bytes(const std::map<std::string, std::string>& files);

}  // namespace bsptest
