// The buffered PHYSFS_Io behind archive mounts: reads of every size across buffer
// refills, seeks inside and outside the buffer, independent duplicates and the end
// of the file.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "vfs/buffered_file_io.h"
#include "vfs/vfs.h"

namespace fs = std::filesystem;

namespace {

// A temporary file of `size` bytes whose byte i is a function of i, removed after.
class PatternFile {
public:
    explicit PatternFile(size_t size) {
        std::string pattern = (fs::temp_directory_path() / "bspview-io-XXXXXX").string();
        const int fd = mkstemp(pattern.data());
        if (fd < 0) throw std::runtime_error("mkstemp failed");
        close(fd);
        path_ = pattern;
        bytes_.resize(size);
        for (size_t i = 0; i < size; ++i) bytes_[i] = uint8_t((i * 131u + (i >> 9)) & 0xFF);
        std::ofstream(path_, std::ios::binary).write(reinterpret_cast<const char*>(bytes_.data()),
                                                    std::streamsize(bytes_.size()));
    }
    ~PatternFile() {
        std::error_code ec;
        fs::remove(path_, ec);
    }
    const std::string& path() const { return path_; }
    const std::vector<uint8_t>& bytes() const { return bytes_; }

private:
    std::string path_;
    std::vector<uint8_t> bytes_;
};

// The io reports errors through PhysFS, which must be initialised: a Vfs keeps it so.
class BufferedFileIo : public ::testing::Test {
    bsp::Vfs keeps_physfs_initialised_;
};

// Owns an io for the test's lifetime.
struct IoHandle {
    PHYSFS_Io* io;
    explicit IoHandle(PHYSFS_Io* p) : io(p) {}
    ~IoHandle() {
        if (io) io->destroy(io);
    }
};

std::vector<uint8_t> read_n(PHYSFS_Io* io, size_t n) {
    std::vector<uint8_t> out(n);
    const PHYSFS_sint64 got = io->read(io, out.data(), n);
    out.resize(got < 0 ? 0 : size_t(got));
    return out;
}

std::vector<uint8_t> slice(const std::vector<uint8_t>& v, size_t from, size_t n) {
    return {v.begin() + std::ptrdiff_t(from), v.begin() + std::ptrdiff_t(from + n)};
}

}  // namespace

TEST_F(BufferedFileIo, SmallAndLargeReadsMatchTheFile) {
    const PatternFile file(300 * 1024 + 17);  // several buffer refills and a ragged end
    IoHandle h(bsp::physfs::open_buffered_file_io(file.path()));
    ASSERT_NE(h.io, nullptr);
    EXPECT_EQ(h.io->length(h.io), PHYSFS_sint64(file.bytes().size()));

    // Sizes like a zip reader's (2, 4, 46 bytes), a buffer-sized one and a huge one.
    const size_t sizes[] = {2, 4, 46, 1, 65536, 3, 100000, 7};
    size_t at = 0;
    for (size_t n : sizes) {
        ASSERT_EQ(read_n(h.io, n), slice(file.bytes(), at, n)) << "read of " << n << " at " << at;
        at += n;
        EXPECT_EQ(h.io->tell(h.io), PHYSFS_sint64(at));
    }
    // The rest in one read that asks for more than is left: a short read, then 0 at the end.
    const size_t rest = file.bytes().size() - at;
    EXPECT_EQ(read_n(h.io, rest + 1000), slice(file.bytes(), at, rest));
    EXPECT_TRUE(read_n(h.io, 10).empty());
}

TEST_F(BufferedFileIo, SeeksInsideAndOutsideTheBuffer) {
    const PatternFile file(200 * 1024);
    IoHandle h(bsp::physfs::open_buffered_file_io(file.path()));
    ASSERT_NE(h.io, nullptr);
    const size_t offsets[] = {100, 10, 70000, 65535, 0, 150000, 204799};
    for (size_t offset : offsets) {
        ASSERT_TRUE(h.io->seek(h.io, offset));
        const size_t n = std::min<size_t>(300, file.bytes().size() - offset);
        EXPECT_EQ(read_n(h.io, n), slice(file.bytes(), offset, n)) << "at " << offset;
    }
    EXPECT_TRUE(h.io->seek(h.io, file.bytes().size()));  // the end itself is a valid position
    EXPECT_TRUE(read_n(h.io, 4).empty());
    EXPECT_FALSE(h.io->seek(h.io, file.bytes().size() + 1));
}

TEST_F(BufferedFileIo, DuplicatesKeepTheirOwnPositionAndOutliveTheOriginal) {
    const PatternFile file(100 * 1024);
    PHYSFS_Io* original = bsp::physfs::open_buffered_file_io(file.path());
    ASSERT_NE(original, nullptr);
    ASSERT_TRUE(original->seek(original, 5000));
    IoHandle copy(original->duplicate(original));
    ASSERT_NE(copy.io, nullptr);
    EXPECT_EQ(copy.io->tell(copy.io), 0);  // a duplicate starts at the beginning
    EXPECT_EQ(read_n(original, 10), slice(file.bytes(), 5000, 10));
    EXPECT_EQ(read_n(copy.io, 10), slice(file.bytes(), 0, 10));
    original->destroy(original);  // the shared descriptor stays open for the copy
    ASSERT_TRUE(copy.io->seek(copy.io, 90000));
    EXPECT_EQ(read_n(copy.io, 20), slice(file.bytes(), 90000, 20));
}

TEST_F(BufferedFileIo, MissingFileAndDirectoryAreRefused) {
    EXPECT_EQ(bsp::physfs::open_buffered_file_io("/nonexistent/bspview/file.pk3"), nullptr);
    EXPECT_EQ(bsp::physfs::open_buffered_file_io(fs::temp_directory_path().string()), nullptr);
}
