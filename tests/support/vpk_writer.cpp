#include "support/vpk_writer.h"

#include <cstdio>
#include <fstream>

#include "support/image_files.h"
#include "vfs/vpk_directory.h"

namespace bsptest {

void put16(std::string& s, uint16_t v) { s.append(reinterpret_cast<const char*>(&v), 2); }
void put32(std::string& s, uint32_t v) { s.append(reinterpret_cast<const char*>(&v), 4); }

VpkFiles build_vpk(int version, const std::vector<VpkTestEntry>& entries, uint32_t length_bonus_for_last) {
    std::map<std::string, std::map<std::string, std::vector<const VpkTestEntry*>>> grouped;
    for (const VpkTestEntry& e : entries) grouped[e.extension][e.directory].push_back(&e);
    VpkFiles out;
    std::string tree, dir_data;
    for (const auto& [extension, dirs] : grouped) {
        tree += extension + '\0';
        for (const auto& [directory, files] : dirs) {
            tree += directory + '\0';
            for (const VpkTestEntry* e : files) {
                tree += e->name + '\0';
                std::string& data = e->archive == bsp::kVpkInDirectoryFile ? dir_data : out.archives[e->archive];
                put32(tree, 0);  // CRC: not checked
                put16(tree, uint16_t(e->preload.size()));
                put16(tree, e->archive);
                put32(tree, uint32_t(data.size()));
                put32(tree, uint32_t(e->data.size()) + (e == &entries.back() ? length_bonus_for_last : 0));
                put16(tree, 0xffff);
                tree += e->preload;
                data += e->data;
            }
            tree += '\0';
        }
        tree += '\0';
    }
    tree += '\0';
    put32(out.directory_file, bsp::kVpkSignature);
    put32(out.directory_file, uint32_t(version));
    put32(out.directory_file, uint32_t(tree.size()));
    if (version == 2) {
        put32(out.directory_file, uint32_t(dir_data.size()));
        for (int i = 0; i < 3; ++i) put32(out.directory_file, 0);
    }
    out.directory_file += tree + dir_data;
    return out;
}

std::filesystem::path write_vpk(const std::filesystem::path& dir, const std::string& name, const VpkFiles& files) {
    bsptest::write_text_file(dir / (name + "_dir.vpk"), files.directory_file);
    for (const auto& [number, data] : files.archives) {
        char suffix[16];
        std::snprintf(suffix, sizeof suffix, "_%03u.vpk", unsigned(number));
        bsptest::write_text_file(dir / (name + suffix), data);
    }
    return dir / (name + "_dir.vpk");
}

}  // namespace bsptest
