#include "vfs/xbox_zip.h"

#include <cstring>

#include "vfs/zip_records.h"

namespace bsp {

namespace {

uint16_t le16(const uint8_t* p) { return uint16_t(p[0] | (p[1] << 8)); }
uint32_t le32(const uint8_t* p) { return uint32_t(le16(p)) | uint32_t(le16(p + 2)) << 16; }

}  // namespace

size_t mend_xbox_zip_directory(std::vector<uint8_t>& zip) {
    const size_t size = zip.size();
    if (size < zip::kEndBytes) return 0;
    // The end record closes the file: its comment is all that may follow it.
    const size_t lowest = size - zip::kEndBytes > zip::kMaxCommentBytes ? size - zip::kEndBytes - zip::kMaxCommentBytes : 0;
    size_t end = size;
    for (size_t at = size - zip::kEndBytes + 1; at-- > lowest;) {
        if (le32(&zip[at]) == zip::kEndSignature && at + zip::kEndBytes + le16(&zip[at + 20]) == size) {
            end = at;
            break;
        }
    }
    if (end == size) return 0;
    const size_t comment_len = le16(&zip[end + 20]);
    if (comment_len < 4 || std::memcmp(&zip[end + zip::kEndBytes], "XZP2", 4) != 0) return 0;

    const size_t total = le16(&zip[end + 10]);
    const uint64_t directory_size = le32(&zip[end + 12]), directory_at = le32(&zip[end + 16]);
    if (directory_at > end || directory_size > end - directory_at) return 0;
    const size_t directory_end = size_t(directory_at + directory_size);

    // Walk the records as the engine does; any that does not start where the one
    // before it ends means this is not the layout we mend.
    std::vector<size_t> records;
    records.reserve(total);
    for (size_t at = size_t(directory_at), i = 0; i < total; ++i) {
        if (directory_end - at < zip::kCentralHeaderBytes || le32(&zip[at]) != zip::kCentralHeaderSignature) return 0;
        const size_t name_len = le16(&zip[at + 28]);
        if (directory_end - at - zip::kCentralHeaderBytes < name_len) return 0;
        records.push_back(at);
        at += zip::kCentralHeaderBytes + name_len;
    }
    size_t mended = 0;
    for (size_t at : records) {
        if (le16(&zip[at + 30]) == 0 && le16(&zip[at + 32]) == 0) continue;
        std::memset(&zip[at + 30], 0, 4);  // extra field length, comment length
        ++mended;
    }
    return mended;
}

}  // namespace bsp
