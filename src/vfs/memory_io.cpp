#include "vfs/memory_io.h"

#include <algorithm>
#include <cstring>
#include <utility>

#include "vfs/read_only_io.h"

namespace bsp::physfs {

namespace {

struct MemoryFile {
    std::shared_ptr<const std::vector<uint8_t>> bytes;
    uint64_t position = 0;
};

MemoryFile& memory_state(PHYSFS_Io* io) { return *static_cast<MemoryFile*>(io->opaque); }

PHYSFS_sint64 memory_read(PHYSFS_Io* io, void* out, PHYSFS_uint64 len) {
    MemoryFile& f = memory_state(io);
    const uint64_t size = f.bytes->size();
    const uint64_t n = f.position < size ? std::min<uint64_t>(len, size - f.position) : 0;
    if (n) std::memcpy(out, f.bytes->data() + f.position, size_t(n));
    f.position += n;
    return PHYSFS_sint64(n);
}

int memory_seek(PHYSFS_Io* io, PHYSFS_uint64 offset) {
    MemoryFile& f = memory_state(io);
    if (offset > f.bytes->size()) {
        PHYSFS_setErrorCode(PHYSFS_ERR_PAST_EOF);
        return 0;
    }
    f.position = offset;
    return 1;
}

PHYSFS_sint64 memory_tell(PHYSFS_Io* io) { return PHYSFS_sint64(memory_state(io).position); }
PHYSFS_sint64 memory_length(PHYSFS_Io* io) { return PHYSFS_sint64(memory_state(io).bytes->size()); }

}  // namespace

PHYSFS_Io* open_memory_io(std::shared_ptr<const std::vector<uint8_t>> bytes) {
    MemoryFile state;
    state.bytes = std::move(bytes);
    return make_read_only_io(std::move(state),
                             {memory_read, memory_seek, memory_tell, memory_length, [](PHYSFS_Io* original) {
                                  return open_memory_io(memory_state(original).bytes);  // at position 0
                              }});
}

}  // namespace bsp::physfs
