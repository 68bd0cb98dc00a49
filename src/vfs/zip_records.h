#pragma once
// The ZIP format's record signatures and fixed sizes (PKWARE APPNOTE 4.3), shared by
// the archive index (zip_index.cpp) and the Xbox directory mender (xbox_zip.cpp).
#include <cstddef>
#include <cstdint>

namespace bsp::zip {

constexpr uint32_t kLocalHeaderSignature = 0x04034b50;
constexpr uint32_t kCentralHeaderSignature = 0x02014b50;
constexpr uint32_t kEndSignature = 0x06054b50;
constexpr size_t kLocalHeaderBytes = 30;
constexpr size_t kCentralHeaderBytes = 46;
// The end-of-central-directory record; only its comment (at most 0xFFFF bytes) may follow it.
constexpr size_t kEndBytes = 22;
constexpr size_t kMaxCommentBytes = 0xFFFF;

}  // namespace bsp::zip
