#include "vfs/vfs.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <mutex>

#include <physfs.h>

#include "core/load_error.h"
#include "core/memory_budget.h"
#include "vfs/physfs_context.h"
#include "vfs/vfs_path.h"
#include "vfs/vpk_archiver.h"
#include "vfs/zip_index.h"

namespace bsp {

namespace fs = std::filesystem;

struct Vfs::Impl {
    std::vector<physfs::Mount> mounts;  // in mount order: lowest priority first
    mutable std::atomic<uint64_t> zip_direct_reads{0};
    mutable std::atomic<uint64_t> physfs_reads{0};
    std::atomic<uint64_t> read_limit{kMaxFileBytes};
    mutable std::mutex refused_mutex;
    mutable std::vector<std::string> refused;  // "path (from source): size", once each
};

namespace {

enum class Want { File, Directory, Any };

// Whether `path` exists in the search path as the wanted kind. Caller holds the lock.
bool is_kind(const std::string& path, Want want) {
    PHYSFS_Stat st;
    if (!PHYSFS_stat(path.c_str(), &st)) return false;
    switch (want) {
        case Want::File:
            return st.filetype == PHYSFS_FILETYPE_REGULAR || st.filetype == PHYSFS_FILETYPE_SYMLINK;
        case Want::Directory:
            return st.filetype == PHYSFS_FILETYPE_DIRECTORY || st.filetype == PHYSFS_FILETYPE_SYMLINK;
        case Want::Any:
            return true;
    }
    return false;
}

// Names directly in `dir`, merged over the search path, sorted. Caller holds the lock.
std::vector<std::string> enumerate(const std::string& dir) {
    std::vector<std::string> names;
    char** list = PHYSFS_enumerateFiles(dir.c_str());
    if (!list) return names;
    for (char** p = list; *p; ++p) names.emplace_back(*p);
    PHYSFS_freeList(list);
    std::sort(names.begin(), names.end());
    return names;
}

// The stored spelling of a normalised path: the exact path when it exists, else a
// component-by-component case-insensitive match (exact components preferred). "" is
// the root. Caller holds the lock.
std::optional<std::string> resolve(const std::string& path, Want want) {
    if (path.empty()) return want == Want::File ? std::nullopt : std::optional<std::string>("");
    if (is_kind(path, want)) return path;
    const std::vector<std::string> parts = split_vfs_path(path);
    std::string current;
    for (size_t i = 0; i < parts.size(); ++i) {
        const Want kind = i + 1 == parts.size() ? want : Want::Directory;
        const std::string exact = join_vfs_path(current, parts[i]);
        if (is_kind(exact, kind)) {
            current = exact;
            continue;
        }
        std::optional<std::string> found;
        for (const std::string& name : enumerate(current)) {
            const std::string candidate = join_vfs_path(current, name);
            if (iequals(name, parts[i]) && is_kind(candidate, kind)) {
                found = candidate;
                break;
            }
        }
        if (!found) return std::nullopt;
        current = *found;
    }
    return current;
}

// Reads an open PhysFS file to its end. The length an archive's directory claims is
// only a hint for the first allocation: a lying entry or a zip bomb would otherwise
// make us allocate whatever it says. Memory grows with the bytes actually read, and
// a file past kMaxFileBytes is not read at all.
std::optional<std::vector<uint8_t>> read_all(PHYSFS_File* file, size_t limit) {
    constexpr size_t kFirstReserve = size_t(16) << 20;
    constexpr size_t kChunk = size_t(1) << 20;
    std::vector<uint8_t> data;
    const PHYSFS_sint64 claimed = PHYSFS_fileLength(file);
    if (claimed > PHYSFS_sint64(limit)) return std::nullopt;
    if (claimed > 0) data.reserve(std::min(size_t(claimed), kFirstReserve));
    for (;;) {
        const size_t at = data.size();
        // One byte past the cap is asked for, so a file that is too big shows itself.
        const size_t room = std::min(kChunk, limit + 1 - at);
        data.resize(at + room);
        const PHYSFS_sint64 got = PHYSFS_readBytes(file, data.data() + at, PHYSFS_uint64(room));
        if (got < 0) return std::nullopt;
        data.resize(at + size_t(got));
        if (data.size() > limit) return std::nullopt;
        // A short read is the end, or an error (an entry whose data ends before the
        // size its directory claims, data that does not inflate).
        if (size_t(got) < room) return PHYSFS_eof(file) ? std::optional(std::move(data)) : std::nullopt;
    }
}

// Whether PhysFS reads `m` with its zip archiver: pk3/pk4/zip files, and archives in
// memory (a map's pakfile) unless named as a VPK.
bool reads_as_zip(const physfs::Mount& m) {
    if (m.directory) return false;
    if (m.bytes) return !iends_with(m.source, ".vpk");
    return iends_with(m.source, ".pk3") || iends_with(m.source, ".pk4") || iends_with(m.source, ".zip");
}

// Where PhysFS would read `real` (a resolved path) from, when that is a zip our index
// reads: the index and the entry, whose size agrees with `physfs_size` (what PhysFS's
// stat of `real` says; -1 when it has none). Caller holds the lock.
std::optional<std::pair<std::shared_ptr<const ZipIndex>, ZipIndex::Entry>> zip_entry_of(
    const std::vector<physfs::Mount>& mounts, const std::string& real, int64_t physfs_size) {
    const char* dir = PHYSFS_getRealDir(real.c_str());
    if (!dir) return std::nullopt;
    for (const physfs::Mount& m : mounts) {
        if (m.physfs_name != dir || !m.zip) continue;
        std::string_view name = real;
        if (!m.mount_point.empty()) {
            if (name.size() <= m.mount_point.size() || name.substr(0, m.mount_point.size()) != m.mount_point ||
                name[m.mount_point.size()] != '/')
                return std::nullopt;
            name.remove_prefix(m.mount_point.size() + 1);
        }
        const ZipIndex::Entry* entry = m.zip->find(name);
        if (!entry || physfs_size < 0 || uint64_t(physfs_size) != entry->size) return std::nullopt;
        return std::pair(m.zip, *entry);
    }
    return std::nullopt;
}

// A resolved path's bytes through PhysFS. Caller holds the lock.
std::optional<std::vector<uint8_t>> read_through_physfs(const std::string& real, size_t limit) {
    PHYSFS_File* file = PHYSFS_openRead(real.c_str());
    if (!file) return std::nullopt;
    std::optional<std::vector<uint8_t>> data = read_all(file, limit);
    PHYSFS_close(file);
    return data;
}

std::string display_of(const physfs::Mount& m) {
    return m.mount_point.empty() ? m.source : m.source + " (at " + m.mount_point + "/)";
}

// A second spelling of the same path ("/a/b/./c"), so PhysFS accepts it again: it
// silently ignores a mount whose name is already in its search path, even when the
// mount point differs.
std::string alias_of(const std::string& name) {
    std::string s = name;
    const size_t slash = s.rfind('/');
    s.insert(slash == std::string::npos ? 0 : slash, "/.");
    return s;
}

}  // namespace

Vfs::Vfs() : impl_(std::make_unique<Impl>()) { physfs::add_user(); }

Vfs::~Vfs() { physfs::remove_user(impl_.get()); }

void Vfs::mount(const std::string& path, const std::string& mount_point) {
    std::error_code ec;
    const fs::path absolute = fs::absolute(fs::path(path), ec);
    if (ec || !fs::exists(absolute, ec)) throw LoadError(path, "vfs", "does not exist");
    const bool is_dir = fs::is_directory(absolute, ec);
    if (!is_dir && !fs::is_regular_file(absolute, ec))
        throw LoadError(path, "vfs", "is neither a directory nor an archive file");
    // Canonical so that one folder named two ways (a symlink, "a/../a") is one source.
    fs::path resolved = fs::weakly_canonical(absolute, ec);
    const std::string source = (ec ? absolute.lexically_normal() : resolved).string();
    add_mount(path, physfs::Mount{source, source, mount_point, is_dir, nullptr});
}

void Vfs::mount_memory(std::vector<uint8_t> bytes, const std::string& name, const std::string& mount_point) {
    if (bytes.empty()) throw LoadError(name, "vfs", "is empty, not an archive");
    add_mount(name, physfs::Mount{name, name, mount_point, false,
                                  std::make_shared<const std::vector<uint8_t>>(std::move(bytes))});
}

void Vfs::add_mount(const std::string& shown_as, physfs::Mount added) {
    const std::optional<std::string> point = normalize_vfs_path(added.mount_point);
    if (!point) throw LoadError(shown_as, "vfs", "invalid mount point '" + added.mount_point + "'");
    added.mount_point = *point;

    physfs::ActiveSearchPath active(impl_.get(), impl_->mounts);
    auto& mounts = impl_->mounts;
    auto same = std::find_if(mounts.begin(), mounts.end(), [&](const physfs::Mount& m) {
        return m.source == added.source && m.mount_point == added.mount_point && !m.bytes == !added.bytes;
    });
    if (same != mounts.end()) {  // mounting again moves it to the top
        PHYSFS_unmount(same->physfs_name.c_str());
        mounts.erase(same);
    }
    while (std::any_of(mounts.begin(), mounts.end(),
                       [&](const physfs::Mount& m) { return m.physfs_name == added.physfs_name; }))
        added.physfs_name = alias_of(added.physfs_name);

    physfs::take_vpk_open_error();  // forget an earlier mount's reason
    if (!physfs::mount_source(added)) {
        const std::string why = physfs::last_error();
        if (std::optional<physfs::VpkOpenError> vpk = physfs::take_vpk_open_error())
            throw LoadError(shown_as, "VPK " + vpk->part, vpk->problem);
        throw LoadError(shown_as, "vfs",
                        added.directory ? "cannot mount directory (" + why + ")"
                                        : "cannot be opened as an archive (" + why +
                                              "); is it a zip/pk3/pak file or a <name>_dir.vpk?");
    }
    if (reads_as_zip(added)) added.zip = added.bytes ? ZipIndex::of_bytes(added.bytes) : ZipIndex::of_file(added.source);
    mounts.push_back(std::move(added));

    mounted_.clear();
    for (auto it = mounts.rbegin(); it != mounts.rend(); ++it) mounted_.push_back(display_of(*it));
}

void Vfs::mount_game_dir(const std::string& dir) {
    std::error_code ec;
    const fs::path root(dir);
    if (!fs::is_directory(root, ec))
        throw LoadError(dir, "vfs",
                        fs::exists(root, ec) ? "is not a directory (expected a game dir such as baseoa/)"
                                             : "game directory does not exist");
    std::vector<std::string> archives;
    for (fs::directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
        std::error_code type_ec;
        const std::string name = it->path().filename().string();
        if (has_archive_extension(name) && it->is_regular_file(type_ec)) archives.push_back(name);
    }
    if (ec) throw LoadError(dir, "vfs", "cannot list game directory: " + ec.message());
    // Quake 3 sorts pak names case-blind; each prepended mount outranks the previous.
    std::sort(archives.begin(), archives.end(), [](const std::string& a, const std::string& b) {
        return iless(a, b);
    });
    for (const std::string& name : archives) {
        try {
            mount((root / name).string());
        } catch (const LoadError& e) {
            warnings_.push_back(e.what() + std::string("; skipped, its files are not used"));
        }
    }
    mount(root.string());  // loose files win over every archive of the dir
}

bool Vfs::exists(const std::string& path) const {
    const std::optional<std::string> norm = normalize_vfs_path(path);
    if (!norm) return false;
    physfs::ActiveSearchPath active(impl_.get(), impl_->mounts);
    return resolve(*norm, Want::Any).has_value();
}

bool Vfs::is_file(const std::string& path) const {
    const std::optional<std::string> norm = normalize_vfs_path(path);
    if (!norm) return false;
    physfs::ActiveSearchPath active(impl_.get(), impl_->mounts);
    return resolve(*norm, Want::File).has_value();
}

std::optional<std::vector<uint8_t>> Vfs::read(const std::string& path) const {
    const std::optional<std::string> norm = normalize_vfs_path(path);
    if (!norm) return std::nullopt;
    const size_t limit = size_t(std::min<uint64_t>(impl_->read_limit.load(), kMaxFileBytes));
    std::optional<std::pair<std::shared_ptr<const ZipIndex>, ZipIndex::Entry>> zipped;
    {
        physfs::ActiveSearchPath active(impl_.get(), impl_->mounts);
        const std::optional<std::string> real = resolve(*norm, Want::File);
        if (!real) return std::nullopt;
        // The size the source claims (a zip's directory, a VPK's tree, the file system)
        // is checked before a byte is read: a small archive entry of zeros can claim
        // gigabytes. One that lies low is cut off at the limit as it is read.
        PHYSFS_Stat st;
        const int64_t size = PHYSFS_stat(real->c_str(), &st) ? int64_t(st.filesize) : -1;
        if (size > 0 && uint64_t(size) > limit) {
            const char* dir = PHYSFS_getRealDir(real->c_str());
            const std::string refused =
                *real + " (from " + (dir ? dir : "?") + "): " + human_bytes(uint64_t(size));
            std::lock_guard lock(impl_->refused_mutex);
            if (std::find(impl_->refused.begin(), impl_->refused.end(), refused) == impl_->refused.end())
                impl_->refused.push_back(refused);
            return std::nullopt;
        }
        zipped = zip_entry_of(impl_->mounts, *real, size);  // the one stat serves both
        if (!zipped) {
            ++impl_->physfs_reads;
            return read_through_physfs(*real, limit);
        }
    }
    // A zip entry inflates without the lock, beside other threads' reads. What the
    // index does not vouch for is read by PhysFS, as it always was.
    if (std::optional<std::vector<uint8_t>> data = zipped->first->read(zipped->second, limit)) {
        ++impl_->zip_direct_reads;
        return data;
    }
    physfs::ActiveSearchPath active(impl_.get(), impl_->mounts);
    const std::optional<std::string> real = resolve(*norm, Want::File);
    ++impl_->physfs_reads;
    return real ? read_through_physfs(*real, limit) : std::nullopt;
}

void Vfs::set_read_limit(uint64_t bytes) { impl_->read_limit = std::min<uint64_t>(bytes, kMaxFileBytes); }

uint64_t Vfs::read_limit() const { return impl_->read_limit.load(); }

std::vector<std::string> Vfs::refused_reads() const {
    std::lock_guard lock(impl_->refused_mutex);
    return impl_->refused;
}

std::optional<uint64_t> Vfs::size_of(const std::string& path) const {
    const std::optional<std::string> norm = normalize_vfs_path(path);
    if (!norm) return std::nullopt;
    physfs::ActiveSearchPath active(impl_.get(), impl_->mounts);
    const std::optional<std::string> real = resolve(*norm, Want::File);
    PHYSFS_Stat st;
    if (!real || !PHYSFS_stat(real->c_str(), &st) || st.filesize < 0) return std::nullopt;
    return uint64_t(st.filesize);
}

Vfs::ReadCounts Vfs::read_counts() const { return {impl_->zip_direct_reads.load(), impl_->physfs_reads.load()}; }

std::vector<std::string> Vfs::list(const std::string& dir, const std::string& suffix) const {
    std::vector<std::string> names;
    const std::optional<std::string> norm = normalize_vfs_path(dir);
    if (!norm) return names;
    physfs::ActiveSearchPath active(impl_.get(), impl_->mounts);
    const std::optional<std::string> real = resolve(*norm, Want::Directory);
    if (!real) return names;
    for (const std::string& name : enumerate(*real))
        if (iends_with(name, suffix) && is_kind(join_vfs_path(*real, name), Want::File))
            names.push_back(name);
    return names;  // enumerate() sorted them
}

std::vector<Vfs::FileSummary> Vfs::summarize(const std::string& dir, const std::string& suffix,
                                             size_t head_bytes) const {
    std::vector<FileSummary> out;
    const std::optional<std::string> norm = normalize_vfs_path(dir);
    if (!norm) return out;
    physfs::ActiveSearchPath active(impl_.get(), impl_->mounts);
    const std::optional<std::string> real_dir = resolve(*norm, Want::Directory);
    if (!real_dir) return out;
    for (const std::string& name : enumerate(*real_dir)) {
        if (!iends_with(name, suffix)) continue;
        FileSummary f;
        f.path = join_vfs_path(*real_dir, name);
        PHYSFS_Stat st;
        if (!PHYSFS_stat(f.path.c_str(), &st) || st.filetype == PHYSFS_FILETYPE_DIRECTORY) continue;
        f.size = st.filesize > 0 ? uint64_t(st.filesize) : 0;
        f.path_in_source = f.path;
        if (const char* real_source = PHYSFS_getRealDir(f.path.c_str())) {
            f.source = real_source;
            for (const physfs::Mount& m : impl_->mounts) {
                if (m.physfs_name != real_source) continue;
                f.source = m.source;
                f.source_is_folder = m.directory;
                if (!m.mount_point.empty() && f.path.size() > m.mount_point.size())
                    f.path_in_source = f.path.substr(m.mount_point.size() + 1);
            }
        }
        if (PHYSFS_File* file = PHYSFS_openRead(f.path.c_str())) {
            f.head.resize(head_bytes);
            const PHYSFS_sint64 got = PHYSFS_readBytes(file, f.head.data(), PHYSFS_uint64(head_bytes));
            f.head.resize(got > 0 ? size_t(got) : 0);
            PHYSFS_close(file);
        }
        out.push_back(std::move(f));
    }
    return out;
}

std::string Vfs::source_of(const std::string& path) const {
    const std::optional<std::string> norm = normalize_vfs_path(path);
    if (!norm) return {};
    physfs::ActiveSearchPath active(impl_.get(), impl_->mounts);
    const std::optional<std::string> real = resolve(*norm, Want::Any);
    if (!real) return {};
    const char* dir = PHYSFS_getRealDir(real->c_str());
    if (!dir) return {};
    for (const physfs::Mount& m : impl_->mounts)
        if (m.physfs_name == dir) return m.source;
    return dir;
}

std::string Vfs::stamp_of(const std::string& path) const {
    const std::optional<std::string> norm = normalize_vfs_path(path);
    if (!norm) return {};
    physfs::ActiveSearchPath active(impl_.get(), impl_->mounts);
    const std::optional<std::string> real = resolve(*norm, Want::File);
    if (!real) return {};
    PHYSFS_Stat st;
    const char* dir = PHYSFS_getRealDir(real->c_str());
    if (!dir || !PHYSFS_stat(real->c_str(), &st)) return {};
    std::error_code error;
    const fs::path source(dir);
    const auto source_time = fs::last_write_time(source, error);
    if (error) return {};  // not on disk: an archive in memory
    const uint64_t source_size = fs::is_regular_file(source, error) ? fs::file_size(source, error) : 0;
    if (error) return {};
    return std::string(dir) + "|" + *real + "|" + std::to_string(st.filesize) + "|" + std::to_string(st.modtime) +
           "|" + std::to_string(source_size) + "|" + std::to_string(source_time.time_since_epoch().count());
}

}  // namespace bsp
