#pragma once
// Whole-entry reads from a zip archive (pk3) that bypass PhysFS's zip reader.
//
// PhysFS inflates an entry 16 KiB at a time with its bundled inflater, under the
// global PhysFS lock: oa_thor.bsp (8 MB, 2.3 MB deflated) took ~24 ms, and while one
// thread inflated no other could read anything. This index lists the entries of an
// archive's central directory, and read() takes an entry's bytes straight from the
// archive and inflates them with libdeflate in one call (~8 ms for oa_thor.bsp), with
// no lock held: texture files read by several threads inflate side by side.
//
// Only what is plainly a zip this reader fully understands is indexed; anything else
// is left to PhysFS, which then reads (or refuses) the entry exactly as before:
// - an archive: the file that was mounted (not one put in its place since), one
//   disk, no zip64 records, no bytes before its first entry (a self-extracting stub
//   moves every offset), a central directory that is where the end record says;
// - an entry: stored or deflated, not encrypted, not a directory or symlink (as
//   PhysFS judges symlinks), a name without backslashes that no other entry shares,
//   sizes below zip64's markers.
// read() gives nullopt (and the caller asks PhysFS) when the entry's local header,
// data, inflated size or CRC-32 do not match what the directory says, and when its
// claims are ones only a lying archive makes (see zip_index.cpp): a lie must not
// cost more memory than PhysFS's way of reading would.
//
// The bytes returned are the ones PhysFS returns, with one exception no encoder
// produces: deflate data using the reserved distance codes 30 and 31 is invalid,
// and libdeflate and PhysFS's inflater turn it into different bytes (both pass a
// CRC-32 written to match).
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace bsp {

class ZipIndex {
public:
    struct Entry {
        uint64_t local_header = 0;     // offset of the entry's local header
        uint64_t compressed_size = 0;  // bytes of data after the local header
        uint64_t size = 0;             // bytes once inflated
        uint32_t crc32 = 0;
        bool deflated = false;         // else stored
    };

    // An archive file on disk, opened and indexed on the first find(): a mount costs
    // no file descriptor and no second pass over its directory unless something is
    // read from it (game dirs with hundreds of pk3s would otherwise double PhysFS's
    // open files). A file that cannot be opened, or is not a zip this reader handles,
    // gives an empty index.
    static std::shared_ptr<const ZipIndex> of_file(const std::string& path);
    // An archive held in memory (shares the bytes), indexed on the first find().
    static std::shared_ptr<const ZipIndex> of_bytes(std::shared_ptr<const std::vector<uint8_t>> bytes);

    ZipIndex(const ZipIndex&) = delete;
    ZipIndex& operator=(const ZipIndex&) = delete;
    ~ZipIndex();

    // The entry stored under exactly `name` (as PhysFS names it: '/'-separated, no
    // leading slash), or null. Thread-safe; the first call reads the directory.
    const Entry* find(std::string_view name) const;
    // Entries indexed (reads the directory if no find() has).
    size_t size() const;

    // The entry's bytes, inflated and checked; nullopt when anything does not add up
    // (see above) or the entry is larger than `max_bytes`. Thread-safe.
    std::optional<std::vector<uint8_t>> read(const Entry& entry, uint64_t max_bytes) const;

private:
    ZipIndex() = default;
    // Fills `len` bytes at `offset` of the archive; false past its end or on an error.
    bool read_at(uint64_t offset, uint8_t* out, size_t len) const;
    void build() const;
    void index_directory() const;  // build()'s reading of the end record and directory

    // What says an archive file on disk is the one that was mounted.
    struct FileIdentity {
        uint64_t device = 0, inode = 0, size = 0;
        int64_t mtime_s = 0, mtime_ns = 0;
        template <class Stat>
        static FileIdentity of(const Stat& st) {
            return {uint64_t(st.st_dev), uint64_t(st.st_ino), uint64_t(st.st_size), int64_t(st.st_mtim.tv_sec),
                    int64_t(st.st_mtim.tv_nsec)};
        }
        bool operator==(const FileIdentity&) const = default;
    };

    std::string path_;                                   // archive on disk (fd_ once indexed), or
    std::optional<FileIdentity> mounted_;                // path_ when it was mounted
    mutable int fd_ = -1;
    std::shared_ptr<const std::vector<uint8_t>> bytes_;  // archive in memory
    mutable uint64_t archive_size_ = 0;
    mutable std::once_flag built_;
    struct NameHash {
        using is_transparent = void;  // find() by string_view, no copy
        size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
    };
    mutable std::unordered_map<std::string, Entry, NameHash, std::equal_to<>> entries_;
};

}  // namespace bsp
