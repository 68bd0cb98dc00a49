#pragma once
// Reads exactly `len` bytes at `offset` of an open file descriptor with pread(),
// which never moves the descriptor's offset, so several threads may read one
// descriptor at once. Retries short reads and EINTR; false on an error or when the
// file ends first.
#include <cerrno>
#include <cstddef>
#include <cstdint>

#include <sys/types.h>
#include <unistd.h>

namespace bsp {

inline bool pread_exactly(int fd, uint64_t offset, uint8_t* out, size_t len) {
    while (len > 0) {
        const ssize_t got = ::pread(fd, out, len, off_t(offset));
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return false;
        out += got, len -= size_t(got), offset += uint64_t(got);
    }
    return true;
}

}  // namespace bsp
