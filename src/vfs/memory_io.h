#pragma once
// A read-only PHYSFS_Io over bytes held by a shared_ptr, for archives kept in memory
// (a map's pakfile). PhysFS 3.0.2's own memory io (PHYSFS_mountMemory) never frees its
// io and bookkeeping (128 bytes per mount, seen under LeakSanitizer); this one is ours
// to free, and its duplicates share the bytes by reference count.
#include <cstdint>
#include <memory>
#include <vector>

#include <physfs.h>

namespace bsp::physfs {

// nullptr (PhysFS's error code set) when out of memory. Hand the result to
// PHYSFS_mountIo, which destroys it on unmount; after a failed mount the caller
// destroys it with io->destroy(io).
PHYSFS_Io* open_memory_io(std::shared_ptr<const std::vector<uint8_t>> bytes);

}  // namespace bsp::physfs
