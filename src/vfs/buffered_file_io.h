#pragma once
// A PHYSFS_Io over a file on disk that reads through its own buffer.
//
// PhysFS's own file io issues one read() per request, and its zip reader asks for
// 2 and 4 bytes at a time while it walks an archive's central directory: mounting
// OpenArena's 9 pk3 files took ~94k read() and ~11k lseek() calls. Through this io
// those requests are served from a 64 KiB buffer, and seeks that land inside it
// cost no system call.
//
// Duplicates (PhysFS makes one per file opened inside the archive) share the file
// descriptor but each has its own position and buffer: reads use pread(), which
// never moves the descriptor's offset, so sharing is safe where PhysFS's contract
// asks for separate handles. The descriptor closes with the last duplicate.
#include <string>

#include <physfs.h>

namespace bsp::physfs {

// Opens `path` for reading. PhysFS must be initialised: errors are reported through
// it. Returns nullptr when the file cannot be opened (PhysFS's error code is set).
// Hand the result to PHYSFS_mountIo, which destroys it on unmount; after a failed
// mount the caller destroys it with io->destroy(io).
PHYSFS_Io* open_buffered_file_io(const std::string& path);

}  // namespace bsp::physfs
