#include "core/memory_budget.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <limits>

#include "core/load_error.h"

namespace bsp {

uint64_t physical_memory_bytes() {
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long page_size = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || page_size <= 0) return 0;
    return bytes_for(uint64_t(pages), uint64_t(page_size));
}

std::string human_bytes(uint64_t bytes) {
    if (bytes < 1024) return std::to_string(bytes) + (bytes == 1 ? " byte" : " bytes");
    static const char* const units[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    double value = double(bytes) / 1024.0;
    int unit = 0;
    while (value >= 1024.0 && unit + 1 < int(std::size(units))) {
        value /= 1024.0;
        ++unit;
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.1f %s", value, units[unit]);
    return text;
}

uint64_t bytes_for(uint64_t count, uint64_t element_size) {
    if (element_size != 0 && count > std::numeric_limits<uint64_t>::max() / element_size)
        return std::numeric_limits<uint64_t>::max();
    return count * element_size;
}

uint64_t MemoryBudget::default_bytes() {
    const uint64_t physical = physical_memory_bytes();
    return physical > 0 ? std::min(physical / 4, kDefaultCap) : kDefaultCap;
}

MemoryBudget MemoryBudget::for_one_load() const {
    MemoryBudget load(bytes_);
    load.spent_ = std::make_shared<std::atomic<uint64_t>>(0);
    return load;
}

std::string MemoryBudget::over_message(uint64_t need, const std::string& who, const std::string& what) const {
    std::string message = who + " need " + human_bytes(need) + " of " + what + ", over the " + human_bytes(bytes_) +
                          " memory budget (--memory-limit";
    if (spent() > 0) message += "; earlier parts of this load took " + human_bytes(spent()) + " of it";
    return message + ")";
}

void MemoryBudget::check(uint64_t need, const std::string& file, const std::string& part, const std::string& who,
                         const std::string& what) const {
    if (!allows(need)) throw LoadError(file, part, over_message(need, who, what));
}

}  // namespace bsp
