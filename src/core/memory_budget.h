#pragma once
// How much memory one structure of a load may take. A file's own numbers (counts,
// sizes, image headers) decide how much the loader allocates, so a small hostile
// file can ask for gigabytes; every such size is checked here *before* the
// allocation, and a size over the budget is a LoadError that names the file, the
// part and the size: "lump 'surfaces': patches need 2.1 GiB of vertices, over the
// 1.5 GiB memory budget".
//
// A plain budget bounds each checked structure (all patch vertices together, all face
// vertices, the decoded PVS, one decoded lump, ...) on its own. The budget of one load
// (for_one_load) also adds up what its checks let through, so a file that asks for a
// little under the budget in each of several structures is refused too.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <memory>
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

    // A copy whose checks (and its copies' checks) add up: one per load_map.
    MemoryBudget for_one_load() const;

    uint64_t bytes() const { return bytes_; }
    // What earlier checks of the same load took (0 for a plain budget).
    uint64_t spent() const { return spent_ ? spent_->load() : 0; }
    bool allows(uint64_t need) const { return need <= bytes_ - std::min(bytes_, spent()); }

    // "<who> need <size> of <what>, over the <budget> memory budget (--memory-limit)",
    // saying how much of it earlier parts of the load took when they took some.
    std::string over_message(uint64_t need, const std::string& who, const std::string& what) const;
    // Throws LoadError(file, part, over_message(...)) when `need` is over what is left.
    // Loops that check a growing total call this for each step and charge() the total once.
    void check(uint64_t need, const std::string& file, const std::string& part, const std::string& who,
               const std::string& what) const;
    // check(), then counts `need` as taken by this load: for one structure checked once.
    void take(uint64_t need, const std::string& file, const std::string& part, const std::string& who,
              const std::string& what) const {
        check(need, file, part, who, what);
        charge(need);
    }
    // Counts `bytes` as taken by this load (nothing for a plain budget).
    void charge(uint64_t bytes) const {
        if (spent_) spent_->fetch_add(bytes);
    }
    // Gives back what charge() counted for a buffer freed before the load ends.
    void release(uint64_t bytes) const {
        if (spent_) spent_->fetch_sub(std::min(bytes, spent_->load()));
    }

private:
    uint64_t bytes_;
    std::shared_ptr<std::atomic<uint64_t>> spent_;  // shared by the copies of one load's budget
};

// Charges a load's budget for a buffer that lives only while a later part is read
// (a decoded entry whose records are copied out): what that part may take is then
// counted with the buffer beside it. Released when the scope ends.
class BudgetHold {
public:
    BudgetHold(const MemoryBudget& budget, uint64_t bytes) : budget_(budget), bytes_(bytes) { budget_.charge(bytes_); }
    ~BudgetHold() { budget_.release(bytes_); }
    BudgetHold(const BudgetHold&) = delete;
    BudgetHold& operator=(const BudgetHold&) = delete;

private:
    const MemoryBudget& budget_;
    uint64_t bytes_;
};

}  // namespace bsp
