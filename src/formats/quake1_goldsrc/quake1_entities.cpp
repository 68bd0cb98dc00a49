// entities lump → Map::entities. The text is usually NUL-terminated; anything after
// the first NUL is padding, not entities.
#include <cstring>
#include <string_view>

#include "formats/quake1_goldsrc/quake1_sections.h"

namespace bsp::quake1 {

void read_entities(const Quake1File& f, Map& map) {
    ByteReader r = f.reader(kEntities);
    auto bytes = r.bytes(r.size());
    std::string_view text(reinterpret_cast<const char*>(bytes.data()), bytes.size());
    if (size_t nul = text.find('\0'); nul != std::string_view::npos) text = text.substr(0, nul);
    map.entities = parse_entities(text, f.file(), f.part(kEntities));
}

}  // namespace bsp::quake1
