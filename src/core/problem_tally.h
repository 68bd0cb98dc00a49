#pragma once
// Counts one kind of problem found while reading a file and keeps the first example,
// so a broken file yields one warning per kind ("N faces ... (first: ...)") instead
// of thousands of lines.
#include <cstdint>
#include <string>

namespace bsp {

struct ProblemTally {
    uint64_t count = 0;
    std::string first;  // the first example, as noted

    void note(const std::string& example) {
        if (count++ == 0) first = example;
    }
};

}  // namespace bsp
