#pragma once
// How much memory one structure of a load may take. A file's own numbers (counts,
// sizes, image headers) decide how much the loader allocates, so a small hostile
// file can ask for gigabytes; every such size is checked here *before* the
// allocation, and a size over the budget is a LoadError that names the file, the
// part and the size: "lump 'surfaces': patches need 2.1 GiB of vertices, over the
// 1.5 GiB memory budget".
//
// The budget bounds each checked structure (all patch vertices together, all face
// vertices, the decoded PVS, one decoded lump, ...), not the sum of them.
#include <cstdint>
#include <string>

namespace bsp {

// Physical memory of this machine in bytes (sysconf); 0 when it cannot be told.
uint64_t physical_memory_bytes();

// Bytes as people read them: "17 bytes", "512.0 KiB", "2.1 GiB".
std::string human_bytes(uint64_t bytes);

// count * element_size, saturating instead of wrapping.
uint64_t bytes_for(uint64_t count, uint64_t element_size);

class MemoryBudget {
public:
    // The default is a quarter of physical memory, and at most kDefaultCap (256 MiB).
    // A quarter, not more: the budget bounds one structure at a time, and a load holds
    // several at once (the file's bytes, the parsed arrays, the tessellated patches,
    // decoded images, and the driver's copy at upload), so one of them may not take
    // what the others need. The cap keeps a hostile file's worst case under 512 MiB of
    // peak memory and a couple of seconds (issue 12) on any machine: the largest real
    // maps measured need under 8 MiB per structure (OpenArena's ctf_compromise and
    // oa_thor load unchanged with --memory-limit 8; their whole load peaks at 240 MiB,
    // mostly texture images, which the image size limits bound instead).
    static constexpr uint64_t kDefaultCap = uint64_t(256) << 20;
    MemoryBudget() : bytes_(default_bytes()) {}
    explicit MemoryBudget(uint64_t bytes) : bytes_(bytes) {}
    static MemoryBudget from_mib(uint64_t mib) { return MemoryBudget(bytes_for(mib, uint64_t(1) << 20)); }
    static uint64_t default_bytes();

    uint64_t bytes() const { return bytes_; }
    bool allows(uint64_t need) const { return need <= bytes_; }

    // "<who> need <size> of <what>, over the <budget> memory budget (--memory-limit)".
    std::string over_message(uint64_t need, const std::string& who, const std::string& what) const;
    // Throws LoadError(file, part, over_message(...)) when `need` is over the budget.
    void check(uint64_t need, const std::string& file, const std::string& part, const std::string& who,
               const std::string& what) const;

private:
    uint64_t bytes_;
};

}  // namespace bsp
