#pragma once
// PhysFS keeps one global search path per process, but bspview may hold several
// Vfs objects (tests do; a viewer reloading a map briefly has two). This layer
// makes that safe: PhysFS stays initialised while any Vfs exists (reference
// count), every PhysFS call happens under one mutex, and before a Vfs touches
// PhysFS its own mount list is made the search path ("the active Vfs").
//
// Switching between Vfs objects re-mounts every source, and re-mounting is not
// cheap: PhysFS re-reads and re-indexes each archive's central directory. For
// OpenArena's 9 pk3s (5.4k entries) that took ~160 ms through PhysFS's unbuffered
// file io and takes ~15 ms through buffered_file_io.h. Keep one Vfs busy at a time:
// the viewer reads only through the newest map's Vfs; older ones sit idle until
// they are destroyed.
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace bsp {
class ZipIndex;
}

namespace bsp::physfs {

// One entry of a Vfs's search path.
struct Mount {
    std::string source;       // canonical path of the directory or archive, for messages
    std::string physfs_name;  // the name handed to PhysFS (differs from source only for aliases)
    std::string mount_point;  // "" = root, else e.g. "maps"
    bool directory = false;   // a folder (else an archive file)
    // An archive held in memory (a map's pakfile) instead of a file: `source` is then
    // only its display name. Shared so that the bytes outlive every PhysFS mount of them.
    std::shared_ptr<const std::vector<uint8_t>> bytes;
    // A zip archive's own index (zip_index.h), through which whole entries are read
    // without PhysFS; null for folders and other archives.
    std::shared_ptr<const ZipIndex> zip;
};

// Prepends `mount` to PhysFS's search path: archive files through a buffered io,
// archives in memory through memory_io.h (sharing the Mount's bytes), folders through PhysFS's own
// directory support. Caller holds the lock (an ActiveSearchPath
// of the owner). Returns false with PhysFS's error code set on failure.
bool mount_source(const Mount& mount);

// Reference-counted PHYSFS_init / PHYSFS_deinit (each init also registers our own
// archivers: VPK). add_user throws LoadError on failure.
void add_user();
// Forgets `owner` if it is the active one (unmounting its search path) and drops a reference.
void remove_user(const void* owner);

// Holds the global PhysFS lock for its lifetime and makes `mounts` (lowest priority
// first) the search path unless `owner` is already active.
class ActiveSearchPath {
public:
    ActiveSearchPath(const void* owner, const std::vector<Mount>& mounts);
    ActiveSearchPath(const ActiveSearchPath&) = delete;
    ActiveSearchPath& operator=(const ActiveSearchPath&) = delete;

private:
    std::unique_lock<std::mutex> lock_;
};

// Sets TZ to ":/etc/localtime" when it is unset. PhysFS turns each zip entry's DOS
// time into a time_t with mktime(), and glibc's mktime stats /etc/localtime on
// every call unless TZ is set: 5.4k stat calls, ~10 ms, to mount OpenArena's pk3s.
// The zone is the same either way. setenv is not safe beside threads reading the
// environment, so main() calls this before it starts any.
void set_timezone_once_for_zip_times();

// Message for PhysFS's last error code on this thread.
std::string last_error();

}  // namespace bsp::physfs
