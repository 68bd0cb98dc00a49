#pragma once
// Virtual file system over directories and archives (pk3/zip/pak/wad through
// PhysFS, Source's VPKs through our own PhysFS archiver, vpk_archiver.h) and archives
// held in memory (a Source map's pakfile). Paths are relative, '/'-separated, case-sensitive as stored
// (lookups fall back to a case-insensitive match, as Windows-made content needs).
//
// PhysFS has one global search path per process. Several Vfs objects may exist at
// once: each keeps its own mount list and makes it PhysFS's search path before each
// call (see physfs_context.h), so they never see each other's mounts; switching
// between two live Vfs objects costs a re-mount. All calls are serialised by one lock.
//
// Quake 3 rules: inside a game dir, *.pk3 files mount in sorted order and a later
// pk3 overrides an earlier one; loose files in the dir override every pk3. A game
// dir mounted later (a second --game-dir) overrides earlier ones. Source's
// <name>_dir.vpk files count as archives of the dir (their <name>_NNN.vpk data files
// are read through them, never mounted on their own).
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace bsp {

namespace physfs {
struct Mount;
}

// No single file is read past this size (2 GiB): the largest real maps and archive
// entries stay far below it, and an archive directory that claims more is lying.
constexpr size_t kMaxFileBytes = size_t(2) << 30;

class Vfs {
public:
    Vfs();
    ~Vfs();
    Vfs(const Vfs&) = delete;
    Vfs& operator=(const Vfs&) = delete;

    // Mounts a game directory: its pk3/pk4/zip/pak and *_dir.vpk archives (sorted, later
    // wins) and its loose files (win over its archives). Throws LoadError when dir is
    // missing. An archive of it that cannot be opened (damaged, not a zip) is skipped
    // with a warning in warnings(), as the engines skip a pak they cannot open: one bad
    // file beside a map must not keep the map from opening.
    void mount_game_dir(const std::string& dir);
    // Mounts one archive (or a directory) above everything mounted so far, at the root
    // or under `mount_point` (e.g. "maps": then <path>/x is seen as maps/x). Mounting a
    // source again at the same point moves it to the top. Throws LoadError when the
    // path is missing or is a file PhysFS cannot open as an archive (a damaged VPK:
    // the message says what is wrong, and in which file).
    void mount(const std::string& path, const std::string& mount_point = "");
    // Mounts an archive held in memory (a zip: a Source map's pakfile) above everything
    // mounted so far. `name` stands for it in messages, mounted() and source_of()
    // ("maps/x.bsp:pakfile"). The Vfs keeps the bytes for as long as it lives. Mounting
    // the same name again at the same point replaces the earlier mount. Throws
    // LoadError naming `name` when the bytes are empty or not an archive PhysFS reads.
    void mount_memory(std::vector<uint8_t> bytes, const std::string& name, const std::string& mount_point = "");

    bool exists(const std::string& path) const;
    // Whether `path` is a file (not a folder) in some mounted source.
    bool is_file(const std::string& path) const;
    // Whole file, or nullopt when no mounted source has it or it cannot be read whole
    // (an archive entry whose data ends early or does not inflate, more than
    // read_limit()). Memory follows the bytes read, not the size an archive claims:
    // a zip entry read directly takes its claimed size at once, but only up to 16 MiB
    // or 8 times the compressed bytes really in the archive (vfs/zip_index.h), past
    // which PhysFS reads it. Thread-safe; zip entries inflate outside the PhysFS lock.
    std::optional<std::vector<uint8_t>> read(const std::string& path) const;
    // How read() has served files so far: straight from a zip archive's bytes
    // (vfs/zip_index.h: pk3 entries, inflated without the PhysFS lock) or through
    // PhysFS (folders, other archives, and what the zip index does not vouch for).
    // Files larger than `bytes` are not read: read() returns nullopt for them without
    // reading a byte, by the size their source claims (a zip entry of zeros can claim
    // gigabytes in a few kilobytes), and cuts off one that claims less but holds more.
    // load_map sets its memory budget here, so no one file of the game dirs or an
    // archive takes more than the budget. At most (and by default) kMaxFileBytes.
    void set_read_limit(uint64_t bytes);
    uint64_t read_limit() const;
    // What read() refused for its size, once each: "path (from source): 1.9 GiB".
    std::vector<std::string> refused_reads() const;
    // A file's size as its source claims it; nullopt when no mounted source has it.
    std::optional<uint64_t> size_of(const std::string& path) const;
    struct ReadCounts {
        uint64_t zip_direct = 0;
        uint64_t physfs = 0;
    };
    ReadCounts read_counts() const;
    // Names (not paths) of the files directly in `dir` whose names end with `suffix`
    // (e.g. ".shader", compared case-insensitively), merged over all sources, sorted.
    std::vector<std::string> list(const std::string& dir, const std::string& suffix = "") const;
    // The files directly in `dir` whose names end with `suffix` (as list() finds them),
    // each with where it is read from, its size and its first `head_bytes` bytes: in
    // one pass under the lock, so a scan over thousands of files switches PhysFS's
    // search path once (the map browser's catalog).
    struct FileSummary {
        std::string path;            // in the vfs, as stored ("maps/oa_thor.bsp")
        std::string source;          // the archive or folder it is read from (as source_of())
        std::string path_in_source;  // `path` less the source's mount point
        bool source_is_folder = false;
        uint64_t size = 0;
        std::vector<uint8_t> head;   // fewer bytes when the file is shorter or unreadable
    };
    std::vector<FileSummary> summarize(const std::string& dir, const std::string& suffix, size_t head_bytes) const;
    // Where a path would be read from (archive or directory), for messages; "" when
    // no mounted source has it.
    std::string source_of(const std::string& path) const;
    // What changes when the file does: its source (archive or directory) on disk, the
    // file's size and time, and the archive's own size and time. "" when the file is
    // not there or its source is not on disk (an archive held in memory). Caches of
    // what was made from a file key on it (assets/image_cache.h).
    std::string stamp_of(const std::string& path) const;

    // What was tolerated while mounting (archives skipped), for Map::warnings.
    const std::vector<std::string>& warnings() const { return warnings_; }

    // Mounted sources for messages, highest priority first ("dir (at maps/)" when
    // mounted under a mount point).
    const std::vector<std::string>& mounted() const { return mounted_; }

private:
    // Puts `added` on top (see mount); `shown_as` names it in errors.
    void add_mount(const std::string& shown_as, physfs::Mount added);

    std::vector<std::string> mounted_;  // in priority order, highest first
    std::vector<std::string> warnings_;
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// How the user named a map on the command line, resolved:
//   "maps/x.bsp" or "/abs/x.bsp"          a file on disk
//   "ARCHIVE.pk3:maps/x.bsp"               a file inside an archive
//   "maps/x.bsp" with --game-dir           a path inside the mounted game dirs
struct MapLocation {
    std::string display_name;  // for messages: what the user typed
    std::string vfs_path;      // path of the .bsp inside the vfs
    std::string map_name;      // base name without extension ("oa_thor"), for maps/<name>/...
};

// Builds the vfs for a map argument: mounts the given game dirs, the archive of an
// ARCHIVE:path argument, the game dir a map under .../<gamedir>/maps/ implies
// (detected without being told), and the map's own folder so files beside it
// (external lightmaps, .lit) are found. Throws LoadError for a missing map.
//
// A map file on disk is always reached as "maps/<file name>": its folder is mounted
// at the mount point "maps" (on top), so maps/<map_name>/lm_0000.tga finds the
// <folder>/<map_name>/ directory beside it, as the game's own layout would. An
// argument that is neither a file nor ARCHIVE:path is tried as given, with ".bsp"
// and under "maps/" ("oa_thor" finds maps/oa_thor.bsp).
MapLocation open_map_location(Vfs& vfs, const std::string& argument,
                              const std::vector<std::string>& game_dirs);

}  // namespace bsp
