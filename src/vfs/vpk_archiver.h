#pragma once
// VPK archives (vpk_directory.h) served to PhysFS as an archiver, so a Source game dir's
// <name>_dir.vpk mounts like a pk3: PhysFS hands us the directory file's io and the
// name it was mounted under (a path on disk), and the numbered <name>_NNN.vpk beside
// it are opened when a file stored in them is read.
//
// Mounting checks the whole directory first (tree inside the file, every entry inside
// the file that holds it, every numbered archive present); a damaged VPK does not
// mount. PhysFS reports failures as an error code only, so the reason is kept here for
// the caller (take_vpk_open_error), per thread, as PhysFS's own codes are.
#include <optional>
#include <string>

#include <physfs.h>

namespace bsp::physfs {

// The archiver to hand to PHYSFS_registerArchiver (after each PHYSFS_init).
const PHYSFS_Archiver& vpk_archiver();

struct VpkOpenError {
    std::string part;     // "header", "directory tree", "entry 'materials/x.vmt'"
    std::string problem;
};

// Why the last VPK mount on this thread failed, and forgets it; nullopt when the last
// mount was not a VPK that failed. Call before a mount to clear it.
std::optional<VpkOpenError> take_vpk_open_error();

}  // namespace bsp::physfs
