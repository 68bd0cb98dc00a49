#include "vfs/memory_io.h"

#include <algorithm>
#include <cstring>
#include <new>

namespace bsp::physfs {

namespace {

struct MemoryFile {
    std::shared_ptr<const std::vector<uint8_t>> bytes;
    uint64_t position = 0;
};

MemoryFile& state_of(PHYSFS_Io* io) { return *static_cast<MemoryFile*>(io->opaque); }

PHYSFS_sint64 memory_read(PHYSFS_Io* io, void* out, PHYSFS_uint64 len) {
    MemoryFile& f = state_of(io);
    const uint64_t size = f.bytes->size();
    const uint64_t n = f.position < size ? std::min<uint64_t>(len, size - f.position) : 0;
    if (n) std::memcpy(out, f.bytes->data() + f.position, size_t(n));
    f.position += n;
    return PHYSFS_sint64(n);
}

PHYSFS_sint64 refuse_write(PHYSFS_Io*, const void*, PHYSFS_uint64) {
    PHYSFS_setErrorCode(PHYSFS_ERR_READ_ONLY);
    return -1;
}

int memory_seek(PHYSFS_Io* io, PHYSFS_uint64 offset) {
    MemoryFile& f = state_of(io);
    if (offset > f.bytes->size()) {
        PHYSFS_setErrorCode(PHYSFS_ERR_PAST_EOF);
        return 0;
    }
    f.position = offset;
    return 1;
}

PHYSFS_sint64 memory_tell(PHYSFS_Io* io) { return PHYSFS_sint64(state_of(io).position); }
PHYSFS_sint64 memory_length(PHYSFS_Io* io) { return PHYSFS_sint64(state_of(io).bytes->size()); }
int nothing_to_flush(PHYSFS_Io*) { return 1; }

void destroy_io(PHYSFS_Io* io) {
    delete static_cast<MemoryFile*>(io->opaque);
    delete io;
}

}  // namespace

PHYSFS_Io* open_memory_io(std::shared_ptr<const std::vector<uint8_t>> bytes) {
    auto* state = new (std::nothrow) MemoryFile;
    auto* io = new (std::nothrow) PHYSFS_Io;
    if (!state || !io) {
        delete state;
        delete io;
        PHYSFS_setErrorCode(PHYSFS_ERR_OUT_OF_MEMORY);
        return nullptr;
    }
    state->bytes = std::move(bytes);
    *io = {};
    io->version = 0;
    io->opaque = state;
    io->read = memory_read;
    io->write = refuse_write;
    io->seek = memory_seek;
    io->tell = memory_tell;
    io->length = memory_length;
    io->duplicate = [](PHYSFS_Io* original) { return open_memory_io(state_of(original).bytes); };  // at position 0
    io->flush = nothing_to_flush;
    io->destroy = destroy_io;
    return io;
}

}  // namespace bsp::physfs
