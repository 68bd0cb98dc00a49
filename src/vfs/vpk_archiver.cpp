#include "vfs/vpk_archiver.h"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <map>
#include <memory>
#include <new>
#include <set>
#include <unordered_map>
#include <vector>

#include "core/load_error.h"
#include "vfs/buffered_file_io.h"
#include "vfs/vfs_path.h"
#include "vfs/vpk_directory.h"

namespace bsp::physfs {

namespace {

thread_local std::optional<VpkOpenError> t_open_error;

struct VpkArchive {
    PHYSFS_Io* io = nullptr;                    // the _dir file; owned (PhysFS's contract)
    std::optional<std::string> archive_prefix;  // "<path>/<name>_", for <name>_NNN.vpk
    VpkDirectory directory;
    std::unordered_map<std::string, size_t> files;           // path → entry
    std::map<std::string, std::set<std::string>> children;   // directory ("" = root) → names in it
};

// ---- one file inside the archive: preload bytes, then a range of another io ----

struct EntryFile {
    std::vector<uint8_t> preload;
    PHYSFS_Io* source = nullptr;  // owned; null when the entry has no bytes outside the tree
    uint64_t offset = 0;          // of the entry's data in `source`
    uint64_t length = 0;          // bytes in `source`
    uint64_t position = 0;

    uint64_t size() const { return preload.size() + length; }
};

EntryFile& entry_of(PHYSFS_Io* io) { return *static_cast<EntryFile*>(io->opaque); }

PHYSFS_sint64 entry_read(PHYSFS_Io* io, void* out, PHYSFS_uint64 len) {
    EntryFile& f = entry_of(io);
    if (f.position >= f.size()) return 0;
    const uint64_t wanted = std::min<uint64_t>(len, f.size() - f.position);
    uint8_t* dst = static_cast<uint8_t*>(out);
    uint64_t done = 0;
    if (f.position < f.preload.size()) {
        const uint64_t n = std::min<uint64_t>(wanted, f.preload.size() - f.position);
        std::memcpy(dst, f.preload.data() + f.position, size_t(n));
        done += n;
        f.position += n;
    }
    if (done < wanted) {
        const uint64_t at = f.offset + (f.position - f.preload.size());
        if (!f.source->seek(f.source, at)) return done ? PHYSFS_sint64(done) : -1;
        const PHYSFS_sint64 got = f.source->read(f.source, dst + done, wanted - done);
        if (got < 0) return done ? PHYSFS_sint64(done) : -1;
        done += uint64_t(got);
        f.position += uint64_t(got);
    }
    return PHYSFS_sint64(done);
}

PHYSFS_sint64 entry_write(PHYSFS_Io*, const void*, PHYSFS_uint64) {
    PHYSFS_setErrorCode(PHYSFS_ERR_READ_ONLY);
    return -1;
}

int entry_seek(PHYSFS_Io* io, PHYSFS_uint64 offset) {
    EntryFile& f = entry_of(io);
    if (offset > f.size()) {
        PHYSFS_setErrorCode(PHYSFS_ERR_PAST_EOF);
        return 0;
    }
    f.position = offset;
    return 1;
}

PHYSFS_sint64 entry_tell(PHYSFS_Io* io) { return PHYSFS_sint64(entry_of(io).position); }
PHYSFS_sint64 entry_length(PHYSFS_Io* io) { return PHYSFS_sint64(entry_of(io).size()); }
int entry_flush(PHYSFS_Io*) { return 1; }

void entry_destroy(PHYSFS_Io* io) {
    EntryFile* f = &entry_of(io);
    if (f->source) f->source->destroy(f->source);
    delete f;
    delete io;
}

// Takes ownership of `file` (and its source) whatever happens.
PHYSFS_Io* make_entry_io(std::unique_ptr<EntryFile> file);

PHYSFS_Io* entry_duplicate(PHYSFS_Io* io) {
    const EntryFile& f = entry_of(io);
    auto copy = std::unique_ptr<EntryFile>(new (std::nothrow) EntryFile);
    if (!copy) {
        PHYSFS_setErrorCode(PHYSFS_ERR_OUT_OF_MEMORY);
        return nullptr;
    }
    try {
        copy->preload = f.preload;
    } catch (const std::bad_alloc&) {
        PHYSFS_setErrorCode(PHYSFS_ERR_OUT_OF_MEMORY);
        return nullptr;
    }
    if (f.source) {
        copy->source = f.source->duplicate(f.source);
        if (!copy->source) return nullptr;  // the source set the error code
    }
    copy->offset = f.offset;
    copy->length = f.length;
    return make_entry_io(std::move(copy));  // a duplicate starts at position 0
}

PHYSFS_Io* make_entry_io(std::unique_ptr<EntryFile> file) {
    auto* io = new (std::nothrow) PHYSFS_Io;
    if (!io) {
        if (file->source) file->source->destroy(file->source);
        PHYSFS_setErrorCode(PHYSFS_ERR_OUT_OF_MEMORY);
        return nullptr;
    }
    *io = {};
    io->version = 0;
    io->opaque = file.release();
    io->read = entry_read;
    io->write = entry_write;
    io->seek = entry_seek;
    io->tell = entry_tell;
    io->length = entry_length;
    io->duplicate = entry_duplicate;
    io->flush = entry_flush;
    io->destroy = entry_destroy;
    return io;
}

// ---- the archiver ----

VpkArchive& archive_of(void* opaque) { return *static_cast<VpkArchive*>(opaque); }

// Reads exactly `length` bytes at `offset` of `io`; false on a short read.
bool read_exactly(PHYSFS_Io* io, uint64_t offset, uint8_t* out, uint64_t length) {
    if (!io->seek(io, offset)) return false;
    uint64_t done = 0;
    while (done < length) {
        const PHYSFS_sint64 got = io->read(io, out + done, length - done);
        if (got <= 0) return false;
        done += uint64_t(got);
    }
    return true;
}

void index_paths(VpkArchive& a) {
    a.children[""];  // the root exists even when the archive is empty
    for (size_t i = 0; i < a.directory.entries.size(); ++i) {
        const std::string& path = a.directory.entries[i].path;
        a.files.emplace(path, i);
        size_t start = 0;
        std::string parent;
        for (size_t slash = path.find('/'); slash != std::string::npos; slash = path.find('/', start)) {
            a.children[parent].insert(path.substr(start, slash - start));
            parent = path.substr(0, slash);
            start = slash + 1;
        }
        a.children[parent].insert(path.substr(start));
    }
    // A name that is a file in one entry and a directory in another stays a directory:
    // the file could not be reached under it anyway.
    for (const auto& [dir, names] : a.children) a.files.erase(dir);
}

void* vpk_open(PHYSFS_Io* io, const char* name, int for_write, int* claimed) {
    uint8_t first[kVpkLargestHeader] = {};
    const PHYSFS_sint64 file_size = io->length(io);
    if (file_size < 4 || !read_exactly(io, 0, first, 4) || !has_vpk_signature(first)) return nullptr;
    *claimed = 1;
    t_open_error.reset();
    if (for_write) {
        PHYSFS_setErrorCode(PHYSFS_ERR_READ_ONLY);
        return nullptr;
    }
    const std::string file = name ? name : "";
    try {
        const uint64_t header_bytes = std::min<uint64_t>(uint64_t(file_size), kVpkLargestHeader);
        if (!read_exactly(io, 0, first, header_bytes)) throw LoadError(file, "header", "cannot be read");
        const VpkHeader header = parse_vpk_header({first, size_t(header_bytes)}, uint64_t(file_size), file);
        std::vector<uint8_t> tree(header.tree_size);  // inside the file: parse_vpk_header checked
        if (!read_exactly(io, header.header_size, tree.data(), tree.size()))
            throw LoadError(file, "directory tree", "cannot be read");

        auto archive = std::make_unique<VpkArchive>();
        archive->directory = parse_vpk_tree(tree, header, file);
        archive->archive_prefix = vpk_archive_prefix(file);
        const std::optional<std::string>& prefix = archive->archive_prefix;
        auto archive_name = [&](uint16_t n) {
            return prefix ? std::filesystem::path(vpk_archive_path(*prefix, n)).filename().string()
                          : "numbered archive " + std::to_string(n) + " (the file is not named <name>_dir.vpk)";
        };
        auto archive_size = [&](uint16_t n) -> std::optional<uint64_t> {
            if (!prefix) return std::nullopt;
            std::error_code ec;
            const std::filesystem::path path = vpk_archive_path(*prefix, n);
            if (!std::filesystem::is_regular_file(path, ec)) return std::nullopt;
            const uintmax_t size = std::filesystem::file_size(path, ec);
            return ec ? std::nullopt : std::optional<uint64_t>(size);
        };
        check_vpk_entries(archive->directory, uint64_t(file_size), archive_size, archive_name, file);
        index_paths(*archive);
        archive->io = io;
        return archive.release();
    } catch (const LoadError& e) {
        t_open_error = VpkOpenError{e.part(), e.problem()};
        PHYSFS_setErrorCode(e.problem().find("does not exist") != std::string::npos ? PHYSFS_ERR_NOT_FOUND
                                                                                     : PHYSFS_ERR_CORRUPT);
    } catch (const std::bad_alloc&) {
        t_open_error = VpkOpenError{"directory tree", "out of memory"};
        PHYSFS_setErrorCode(PHYSFS_ERR_OUT_OF_MEMORY);
    }
    return nullptr;
}

PHYSFS_EnumerateCallbackResult vpk_enumerate(void* opaque, const char* dirname, PHYSFS_EnumerateCallback callback,
                                             const char* origdir, void* data) {
    const VpkArchive& a = archive_of(opaque);
    const auto it = a.children.find(dirname);
    if (it == a.children.end()) return PHYSFS_ENUM_OK;
    for (const std::string& name : it->second) {
        const PHYSFS_EnumerateCallbackResult result = callback(data, origdir, name.c_str());
        if (result == PHYSFS_ENUM_ERROR) {
            PHYSFS_setErrorCode(PHYSFS_ERR_APP_CALLBACK);
            return PHYSFS_ENUM_ERROR;
        }
        if (result == PHYSFS_ENUM_STOP) return PHYSFS_ENUM_STOP;
    }
    return PHYSFS_ENUM_OK;
}

PHYSFS_Io* vpk_open_read(void* opaque, const char* path) {
    const VpkArchive& a = archive_of(opaque);
    const auto it = a.files.find(path);
    if (it == a.files.end()) {
        PHYSFS_setErrorCode(a.children.count(path) ? PHYSFS_ERR_NOT_A_FILE : PHYSFS_ERR_NOT_FOUND);
        return nullptr;
    }
    const VpkEntry& entry = a.directory.entries[it->second];
    auto file = std::unique_ptr<EntryFile>(new (std::nothrow) EntryFile);
    if (!file) {
        PHYSFS_setErrorCode(PHYSFS_ERR_OUT_OF_MEMORY);
        return nullptr;
    }
    try {
        const auto preload = a.directory.preload.begin() + ptrdiff_t(entry.preload_offset);
        file->preload.assign(preload, preload + entry.preload_length);
    } catch (const std::bad_alloc&) {
        PHYSFS_setErrorCode(PHYSFS_ERR_OUT_OF_MEMORY);
        return nullptr;
    }
    file->offset = entry.offset;
    file->length = entry.length;
    if (entry.length > 0) {
        if (entry.archive == kVpkInDirectoryFile) file->source = a.io->duplicate(a.io);
        else if (a.archive_prefix) file->source = open_buffered_file_io(vpk_archive_path(*a.archive_prefix, entry.archive));
        else PHYSFS_setErrorCode(PHYSFS_ERR_NOT_FOUND);
        if (!file->source) return nullptr;  // the error code is set
        // The archive was checked at mount; a file that shrank since must not be read past.
        const PHYSFS_sint64 source_size = file->source->length(file->source);
        if (source_size < 0 || entry.offset + entry.length > uint64_t(source_size)) {
            file->source->destroy(file->source);
            PHYSFS_setErrorCode(PHYSFS_ERR_CORRUPT);
            return nullptr;
        }
    }
    return make_entry_io(std::move(file));
}

PHYSFS_Io* vpk_open_write(void*, const char*) {
    PHYSFS_setErrorCode(PHYSFS_ERR_READ_ONLY);
    return nullptr;
}

int vpk_refuse(void*, const char*) {
    PHYSFS_setErrorCode(PHYSFS_ERR_READ_ONLY);
    return 0;
}

int vpk_stat(void* opaque, const char* path, PHYSFS_Stat* st) {
    const VpkArchive& a = archive_of(opaque);
    *st = {};
    st->modtime = st->createtime = st->accesstime = -1;
    st->readonly = 1;
    if (const auto it = a.files.find(path); it != a.files.end()) {
        st->filetype = PHYSFS_FILETYPE_REGULAR;
        st->filesize = PHYSFS_sint64(a.directory.entries[it->second].size());
        return 1;
    }
    if (a.children.count(path)) {
        st->filetype = PHYSFS_FILETYPE_DIRECTORY;
        st->filesize = 0;
        return 1;
    }
    PHYSFS_setErrorCode(PHYSFS_ERR_NOT_FOUND);
    return 0;
}

void vpk_close(void* opaque) {
    VpkArchive* a = &archive_of(opaque);
    if (a->io) a->io->destroy(a->io);
    delete a;
}

}  // namespace

const PHYSFS_Archiver& vpk_archiver() {
    static const PHYSFS_Archiver archiver = [] {
        PHYSFS_Archiver a{};
        a.version = 0;
        a.info.extension = "VPK";
        a.info.description = "Valve VPK archive (v1, v2)";
        a.info.author = "bspview";
        a.info.url = "https://developer.valvesoftware.com/wiki/VPK";
        a.info.supportsSymlinks = 0;
        a.openArchive = vpk_open;
        a.enumerate = vpk_enumerate;
        a.openRead = vpk_open_read;
        a.openWrite = vpk_open_write;
        a.openAppend = vpk_open_write;
        a.remove = vpk_refuse;
        a.mkdir = vpk_refuse;
        a.stat = vpk_stat;
        a.closeArchive = vpk_close;
        return a;
    }();
    return archiver;
}

std::optional<VpkOpenError> take_vpk_open_error() {
    std::optional<VpkOpenError> e = std::move(t_open_error);
    t_open_error.reset();
    return e;
}

}  // namespace bsp::physfs
