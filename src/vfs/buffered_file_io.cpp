#include "vfs/buffered_file_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <memory>
#include <utility>
#include <vector>

#include "vfs/read_only_io.h"

namespace bsp::physfs {

namespace {

// Large enough that a zip's central directory is read in a few calls and a 16 KiB
// inflate request (PhysFS's ZIP_READBUFSIZE) is served four times per refill.
constexpr size_t kBufferSize = 64 * 1024;

// The open descriptor, shared by an io and its duplicates.
struct SharedFile {
    int fd = -1;
    uint64_t length = 0;
    ~SharedFile() {
        if (fd >= 0) ::close(fd);
    }
};

struct BufferedFile {
    std::shared_ptr<SharedFile> file;
    uint64_t position = 0;      // where the next read starts
    uint64_t buffer_start = 0;  // file offset of buffer[0]
    size_t buffer_used = 0;     // valid bytes in buffer
    std::vector<uint8_t> buffer;  // allocated on the first buffered read
};

BufferedFile& buffered_state(PHYSFS_Io* io) { return *static_cast<BufferedFile*>(io->opaque); }

// pread() until `len` bytes or the end of the file; -1 on an error.
int64_t read_at(int fd, uint64_t offset, uint8_t* out, size_t len) {
    size_t done = 0;
    while (done < len) {
        const ssize_t got = ::pread(fd, out + done, len - done, off_t(offset + done));
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) return -1;
        if (got == 0) break;
        done += size_t(got);
    }
    return int64_t(done);
}

PHYSFS_sint64 buffered_read(PHYSFS_Io* io, void* out, PHYSFS_uint64 len) {
    BufferedFile& f = buffered_state(io);
    uint8_t* dst = static_cast<uint8_t*>(out);
    const uint64_t available = f.position < f.file->length ? f.file->length - f.position : 0;
    uint64_t left = std::min<uint64_t>(len, available);
    PHYSFS_sint64 total = 0;
    while (left > 0) {
        const bool in_buffer = f.position >= f.buffer_start && f.position < f.buffer_start + f.buffer_used;
        if (in_buffer) {
            const size_t at = size_t(f.position - f.buffer_start);
            const size_t n = size_t(std::min<uint64_t>(left, f.buffer_used - at));
            std::memcpy(dst, f.buffer.data() + at, n);
            dst += n, left -= n, total += PHYSFS_sint64(n), f.position += n;
            continue;
        }
        if (left >= kBufferSize) {
            // A large read gains nothing from a copy through the buffer.
            const int64_t got = read_at(f.file->fd, f.position, dst, size_t(left));
            if (got < 0) break;
            total += got, f.position += uint64_t(got);
            break;
        }
        if (f.buffer.empty()) f.buffer.resize(kBufferSize);
        const int64_t got = read_at(f.file->fd, f.position, f.buffer.data(), kBufferSize);
        if (got <= 0) break;
        f.buffer_start = f.position;
        f.buffer_used = size_t(got);
    }
    if (total == 0 && left > 0) {
        PHYSFS_setErrorCode(PHYSFS_ERR_IO);
        return -1;
    }
    return total;
}


int buffered_seek(PHYSFS_Io* io, PHYSFS_uint64 offset) {
    BufferedFile& f = buffered_state(io);
    if (offset > f.file->length) {
        PHYSFS_setErrorCode(PHYSFS_ERR_PAST_EOF);
        return 0;
    }
    f.position = offset;  // the buffer stays: a seek inside it costs nothing
    return 1;
}

PHYSFS_sint64 buffered_tell(PHYSFS_Io* io) { return PHYSFS_sint64(buffered_state(io).position); }

PHYSFS_sint64 buffered_length(PHYSFS_Io* io) { return PHYSFS_sint64(buffered_state(io).file->length); }



PHYSFS_Io* make_io(std::shared_ptr<SharedFile> file) {
    BufferedFile state;
    state.file = std::move(file);
    return make_read_only_io(std::move(state), {buffered_read, buffered_seek, buffered_tell, buffered_length,
                                                [](PHYSFS_Io* original) { return make_io(buffered_state(original).file); }});
}

}  // namespace

PHYSFS_Io* open_buffered_file_io(const std::string& path) {
    auto file = std::make_shared<SharedFile>();
    file->fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    struct stat st {};
    if (file->fd < 0 || ::fstat(file->fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        PHYSFS_setErrorCode(file->fd < 0 && errno == ENOENT ? PHYSFS_ERR_NOT_FOUND : PHYSFS_ERR_IO);
        return nullptr;
    }
    file->length = uint64_t(st.st_size);
    return make_io(std::move(file));
}

}  // namespace bsp::physfs
