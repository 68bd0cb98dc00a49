#pragma once
// What every read-only PHYSFS_Io of ours shares (the buffered file reader, archives
// held in memory): allocation that reports running out of memory to PhysFS instead
// of throwing through C code, writes refused, nothing to flush, the state deleted
// with the io. Each io supplies its reads, seeks and duplicates.
#include <new>
#include <utility>

#include <physfs.h>

namespace bsp::physfs {

struct ReadOnlyIoCalls {
    PHYSFS_sint64 (*read)(PHYSFS_Io*, void*, PHYSFS_uint64);
    int (*seek)(PHYSFS_Io*, PHYSFS_uint64);
    PHYSFS_sint64 (*tell)(PHYSFS_Io*);
    PHYSFS_sint64 (*length)(PHYSFS_Io*);
    PHYSFS_Io* (*duplicate)(PHYSFS_Io*);
};

// A new io owning `state` (its opaque pointer); null, with PHYSFS_ERR_OUT_OF_MEMORY
// set, when allocating fails.
template <class State>
PHYSFS_Io* make_read_only_io(State state, const ReadOnlyIoCalls& calls) {
    auto* owned = new (std::nothrow) State(std::move(state));
    auto* io = new (std::nothrow) PHYSFS_Io;
    if (!owned || !io) {
        delete owned;
        delete io;
        PHYSFS_setErrorCode(PHYSFS_ERR_OUT_OF_MEMORY);
        return nullptr;
    }
    *io = {};
    io->version = 0;
    io->opaque = owned;
    io->read = calls.read;
    io->write = [](PHYSFS_Io*, const void*, PHYSFS_uint64) -> PHYSFS_sint64 {
        PHYSFS_setErrorCode(PHYSFS_ERR_READ_ONLY);
        return -1;
    };
    io->seek = calls.seek;
    io->tell = calls.tell;
    io->length = calls.length;
    io->duplicate = calls.duplicate;
    io->flush = [](PHYSFS_Io*) { return 1; };
    io->destroy = [](PHYSFS_Io* self) {
        delete static_cast<State*>(self->opaque);
        delete self;
    };
    return io;
}

}  // namespace bsp::physfs
