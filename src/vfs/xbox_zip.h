#pragma once
// Valve's Xbox 360 zips (the pakfile of a .360.bsp, written by zip_utils with its
// "compatible format" off) are zips whose central directory records announce the
// extra field of their local header, padding that aligns each entry's data to 2048
// bytes, without storing it: each record's name is followed straight by the next
// record. The archive comment says so: "XZP2 <alignment>" (PC paks say "XZP1 0"), and
// the engine, reading "XZP2", steps over no extra field or comment in the directory.
// Every other zip reader (PhysFS included) skips the announced bytes, lands inside the
// next record and calls the archive broken, losing all its files.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace bsp {

// When `zip` is such an archive (its comment starts "XZP2" and its directory reads
// record after record with nothing skipped), sets the extra-field and comment lengths
// of its directory records to 0, what they store, so that any zip reader reads it as
// the engine does; returns how many records announced bytes they did not store. Any
// other archive, and one whose directory does not add up that way, is left as it was
// (0). Only the directory's length fields change: the local headers keep their real
// padding, and every offset stays valid.
size_t mend_xbox_zip_directory(std::vector<uint8_t>& zip);

}  // namespace bsp
