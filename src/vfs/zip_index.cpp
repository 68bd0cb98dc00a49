#include "vfs/zip_index.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <unordered_set>

#include <libdeflate.h>

#include "core/byte_reader.h"
#include "core/pread_exactly.h"
#include "vfs/zip_records.h"

namespace bsp {

namespace {

constexpr uint32_t kZip64LocatorSignature = 0x07064b50;
// Deflate's best case is 258 bytes from a 2-bit code (about 1032:1): an entry
// claiming more than that from its compressed size is lying, and is left to PhysFS,
// whose memory grows only with what really inflates.
constexpr uint64_t kMaxDeflateRatio = 1032;
// read() allocates the size an entry claims before inflating. Up to 16 MiB (what
// Vfs::read reserves up front anyway) any claim deflate allows is taken; past it
// only claims of at most 8:1 (real maps and images compress 2-5:1), so that a lying
// archive costs at most 8 times the bytes it really has. The rest goes to PhysFS.
constexpr uint64_t kTrustedClaimBytes = uint64_t(16) << 20;
constexpr uint64_t kMaxLargeClaimRatio = 8;

// General purpose flag bit 0: the data is encrypted.
constexpr uint16_t kEncrypted = 0x0001;
constexpr uint16_t kStored = 0, kDeflated = 8;

// An entry PhysFS takes for a symlink (and follows, so its bytes are not the file's):
// not empty, Unix file type "link" in the high half of its external attributes, and
// made on a host that can make links. PhysFS counts every host but these as able
// to (Info-ZIP's list: FAT, Amiga, VMS, VM/CMS, HPFS, NTFS, Acorn, VFAT, MVS, THEOS).
bool is_symlink(uint16_t made_by, uint32_t external, uint32_t size) {
    switch (made_by >> 8) {
        case 0: case 1: case 2: case 4: case 6: case 11: case 13: case 14: case 15: case 18:
            return false;
        default:
            return size > 0 && ((external >> 16) & 0170000) == 0120000;
    }
}

}  // namespace

std::shared_ptr<const ZipIndex> ZipIndex::of_file(const std::string& path) {
    std::shared_ptr<ZipIndex> index(new ZipIndex());
    index->path_ = path;
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0) index->mounted_ = FileIdentity::of(st);
    return index;
}

std::shared_ptr<const ZipIndex> ZipIndex::of_bytes(std::shared_ptr<const std::vector<uint8_t>> bytes) {
    std::shared_ptr<ZipIndex> index(new ZipIndex());
    index->archive_size_ = bytes ? bytes->size() : 0;
    index->bytes_ = std::move(bytes);
    return index;
}

ZipIndex::~ZipIndex() {
    if (fd_ >= 0) ::close(fd_);
}

bool ZipIndex::read_at(uint64_t offset, uint8_t* out, size_t len) const {
    if (offset > archive_size_ || len > archive_size_ - offset) return false;
    if (bytes_) {
        if (len) std::memcpy(out, bytes_->data() + offset, len);
        return true;
    }
    return pread_exactly(fd_, offset, out, len);
}

void ZipIndex::build() const {
    try {
        if (!bytes_) {
            fd_ = ::open(path_.c_str(), O_RDONLY | O_CLOEXEC);
            struct stat st {};
            // Only the file that was mounted: one replaced since is PhysFS's to read.
            if (fd_ >= 0 && ::fstat(fd_, &st) == 0 && S_ISREG(st.st_mode) && mounted_ &&
                *mounted_ == FileIdentity::of(st)) {
                archive_size_ = uint64_t(st.st_size);
                index_directory();
            }
        } else {
            index_directory();
        }
    } catch (const std::bad_alloc&) {
        entries_.clear();  // out of memory: PhysFS reads everything, as before
    }
    if (entries_.empty() && fd_ >= 0) {
        ::close(fd_);
        fd_ = -1;
    }
}

void ZipIndex::index_directory() const {
    if (archive_size_ < zip::kEndBytes) return;
    // The end record closes the file; its comment (up to 64 KiB) is all that may follow.
    const size_t tail_len = size_t(std::min<uint64_t>(archive_size_, zip::kEndBytes + zip::kMaxCommentBytes));
    const uint64_t tail_at = archive_size_ - tail_len;
    std::vector<uint8_t> tail(tail_len);
    if (!read_at(tail_at, tail.data(), tail_len)) return;
    try {
        ByteReader t(tail, path_, "zip end record");
        size_t end = std::string::npos;
        for (size_t p = tail_len - zip::kEndBytes + 1; p-- > 0;) {
            t.seek(p);
            if (t.u32() != zip::kEndSignature) continue;
            t.seek(p + 20);
            if (p + zip::kEndBytes + t.u16() == tail_len) {
                end = p;
                break;
            }
        }
        if (end == std::string::npos) return;
        t.seek(end + 4);
        const uint16_t disk = t.u16(), directory_disk = t.u16(), on_disk = t.u16(), total = t.u16();
        const uint32_t directory_size = t.u32(), directory_at = t.u32();
        if (disk != 0 || directory_disk != 0 || on_disk != total) return;  // split archives
        if (total == 0xFFFF || directory_size == 0xFFFFFFFFu || directory_at == 0xFFFFFFFFu) return;  // zip64
        const uint64_t end_at = tail_at + end;
        // A zip64 locator right before the end record sends PhysFS to the zip64
        // directory (it may lie outside the tail read above, behind a long comment).
        uint8_t locator[4];
        if (end_at >= 20 && read_at(end_at - 20, locator, 4) &&
            ByteReader(locator, path_, "zip64 locator").u32() == kZip64LocatorSignature)
            return;
        // The directory must sit right before the end record: otherwise bytes were put
        // in front of the archive (PhysFS shifts every offset then) or something lies.
        if (uint64_t(directory_at) + directory_size != end_at) return;

        std::vector<uint8_t> directory(directory_size);
        if (!read_at(directory_at, directory.data(), directory.size())) return;
        ByteReader d(directory, path_, "zip central directory");
        std::unordered_set<std::string> shared;  // names more than one entry has
        for (uint32_t i = 0; i < total; ++i) {
            if (d.u32() != zip::kCentralHeaderSignature) return entries_.clear();
            const uint16_t made_by = d.u16();
            d.skip(2);  // version needed
            const uint16_t flags = d.u16(), method = d.u16();
            d.skip(4);  // time, date
            const uint32_t crc = d.u32(), compressed = d.u32(), size = d.u32();
            const size_t name_len = d.u16(), extra_len = d.u16(), comment_len = d.u16();
            const uint16_t start_disk = d.u16();
            d.skip(2);  // internal attributes
            const uint32_t external = d.u32(), local = d.u32();
            const std::span<const uint8_t> name_bytes = d.bytes(name_len);
            d.skip(extra_len + comment_len);
            const std::string name(name_bytes.begin(), name_bytes.end());

            if (name.empty() || name.back() == '/' || name.find('\\') != std::string::npos) continue;
            if (!entries_.emplace(name, Entry{}).second || shared.count(name)) {
                shared.insert(name);
                continue;
            }
            const bool usable = !(flags & kEncrypted) && (method == kStored || method == kDeflated) &&
                                compressed != 0xFFFFFFFFu && size != 0xFFFFFFFFu && local != 0xFFFFFFFFu &&
                                start_disk == 0 && !is_symlink(made_by, external, size);
            if (!usable) {
                shared.insert(name);  // leave it to PhysFS
                continue;
            }
            entries_[name] = Entry{local, compressed, size, crc, method == kDeflated};
        }
        for (const std::string& name : shared) entries_.erase(name);
    } catch (const LoadError&) {
        entries_.clear();  // a record that runs past the directory: PhysFS decides
    }
}

const ZipIndex::Entry* ZipIndex::find(std::string_view name) const {
    std::call_once(built_, [this] { build(); });
    const auto it = entries_.find(name);
    return it == entries_.end() ? nullptr : &it->second;
}

size_t ZipIndex::size() const {
    std::call_once(built_, [this] { build(); });
    return entries_.size();
}

std::optional<std::vector<uint8_t>> ZipIndex::read(const Entry& entry, uint64_t max_bytes) const {
    // Empty entries are rare and PhysFS reads them as cheaply.
    if (entry.size == 0 || entry.size > max_bytes) return std::nullopt;
    if (!entry.deflated && entry.size != entry.compressed_size) return std::nullopt;
    if (entry.deflated) {
        if (entry.size > entry.compressed_size * kMaxDeflateRatio) return std::nullopt;
        if (entry.size > kTrustedClaimBytes && entry.size > entry.compressed_size * kMaxLargeClaimRatio)
            return std::nullopt;
        // Deflate grows incompressible data by a few bytes per 64 KiB block: more
        // compressed bytes than that would only make us read what the entry is not.
        if (entry.compressed_size > entry.size + entry.size / 256 + 1024) return std::nullopt;
    }
    uint8_t local[zip::kLocalHeaderBytes];
    if (!read_at(entry.local_header, local, sizeof local)) return std::nullopt;
    ByteReader h(local, path_, "zip local header");  // 30 bytes: these reads cannot run out
    if (h.u32() != zip::kLocalHeaderSignature) return std::nullopt;
    h.skip(2);  // version needed
    if (h.u16() & kEncrypted) return std::nullopt;
    h.seek(26);
    const uint16_t name_len = h.u16(), extra_len = h.u16();
    const uint64_t data_at = entry.local_header + zip::kLocalHeaderBytes + name_len + extra_len;
    if (data_at > archive_size_ || entry.compressed_size > archive_size_ - data_at) return std::nullopt;

    std::vector<uint8_t> out(size_t(entry.size));
    if (!entry.deflated) {
        if (!read_at(data_at, out.data(), out.size())) return std::nullopt;
    } else {
        std::vector<uint8_t> compressed(size_t(entry.compressed_size));
        if (!read_at(data_at, compressed.data(), compressed.size())) return std::nullopt;
        libdeflate_decompressor* inflater = libdeflate_alloc_decompressor();
        if (!inflater) return std::nullopt;
        size_t inflated = 0;
        const libdeflate_result result = libdeflate_deflate_decompress(inflater, compressed.data(), compressed.size(),
                                                                       out.data(), out.size(), &inflated);
        libdeflate_free_decompressor(inflater);
        if (result != LIBDEFLATE_SUCCESS || inflated != out.size()) return std::nullopt;
    }
    if (libdeflate_crc32(0, out.data(), out.size()) != entry.crc32) return std::nullopt;
    return out;
}

}  // namespace bsp
