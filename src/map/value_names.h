#pragma once
// What a format calls the values of one of its raw fields (a leaf's contents, a
// material's contents or surface flags), carried as data so that everything above
// the parsers can show them by name without knowing the format: either each value
// names one thing (Quake 1 leaf contents: -1 empty, -2 solid, -3 water, ...) or each
// bit names one property (Quake 3 and Source: solid, water, playerclip, ...).
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace bsp {

struct ValueNames {
    bool bits = true;  // false: enumerated values
    // Value (or bit) and its name. A bit table may name 0 too ("empty").
    std::vector<std::pair<int32_t, std::string>> names;
    bool empty() const { return names.empty(); }
};

// "water playerclip", "solid"; bits the table does not name as one hex number
// ("solid 0x400"); a value it does not name as "unknown (-20)"; "" when the table
// is empty (the format names none).
std::string name_value(const ValueNames& names, int32_t value);

}  // namespace bsp
