#include "vfs/physfs_context.h"

#include <cstdlib>

#include <physfs.h>

#include "core/load_error.h"
#include "vfs/buffered_file_io.h"
#include "vfs/memory_io.h"
#include "vfs/vpk_archiver.h"

namespace bsp::physfs {

namespace {

struct State {
    std::mutex mutex;
    int users = 0;
    const void* active = nullptr;  // whose mounts form the search path now
};

State& state() {
    static State s;
    return s;
}

// Empties PhysFS's search path. Caller holds the lock.
void clear_search_path() {
    char** paths = PHYSFS_getSearchPath();
    if (!paths) return;
    for (char** p = paths; *p; ++p) PHYSFS_unmount(*p);
    PHYSFS_freeList(paths);
}

}  // namespace

bool mount_source(const Mount& mount) {
    const char* point = mount.mount_point.empty() ? nullptr : mount.mount_point.c_str();
    if (mount.directory) return PHYSFS_mount(mount.physfs_name.c_str(), point, 0) != 0;
    PHYSFS_Io* io = mount.bytes ? open_memory_io(mount.bytes) : open_buffered_file_io(mount.source);
    if (!io) return false;
    // physfs_name is a unique label for PhysFS here (the io reads `source` or the bytes),
    // and the name a VPK's numbered archives are found beside.
    if (PHYSFS_mountIo(io, mount.physfs_name.c_str(), point, 0)) return true;
    io->destroy(io);  // a failed mount leaves the io to us
    return false;
}

void set_timezone_once_for_zip_times() {
    if (!std::getenv("TZ")) ::setenv("TZ", ":/etc/localtime", 0);
}

std::string last_error() {
    const PHYSFS_ErrorCode code = PHYSFS_getLastErrorCode();
    const char* msg = PHYSFS_getErrorByCode(code);
    return msg ? msg : "unknown PhysFS error";
}

void add_user() {
    State& s = state();
    std::lock_guard lock(s.mutex);
    if (s.users == 0) {
        if (!PHYSFS_init(nullptr)) throw LoadError("", "vfs", "PhysFS failed to initialise: " + last_error());
        // Loose map folders are often assembled from symlinks; this is a local viewer,
        // not a server, so following them is wanted.
        PHYSFS_permitSymbolicLinks(1);
        if (!PHYSFS_registerArchiver(&vpk_archiver())) {
            const std::string why = last_error();
            PHYSFS_deinit();
            throw LoadError("", "vfs", "cannot register the VPK archiver: " + why);
        }
    }
    ++s.users;
}

void remove_user(const void* owner) {
    State& s = state();
    std::lock_guard lock(s.mutex);
    if (s.active == owner) {
        clear_search_path();
        s.active = nullptr;
    }
    if (--s.users == 0) {
        PHYSFS_deinit();
        s.active = nullptr;
    }
}

ActiveSearchPath::ActiveSearchPath(const void* owner, const std::vector<Mount>& mounts)
    : lock_(state().mutex) {
    State& s = state();
    if (s.active == owner) return;
    clear_search_path();
    // Prepending in mount order rebuilds the same priority the owner saw. A source that
    // vanished since it was first mounted is skipped: lookups just stop finding it.
    for (const Mount& m : mounts) mount_source(m);
    s.active = owner;
}

}  // namespace bsp::physfs
