#pragma once
// Entities: ordered key/value lists parsed from the entity text every BSP format
// carries ( { "classname" "worldspawn" ... } ). Keys may repeat; order is kept.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <glm/glm.hpp>

namespace bsp {

struct Entity {
    std::vector<std::pair<std::string, std::string>> pairs;

    // First value for key, or nullptr.
    const std::string* find(std::string_view key) const;
    std::string get(std::string_view key, std::string_view fallback = {}) const;
    std::string classname() const { return get("classname"); }
    // "x y z" parsed as three floats; nullopt when missing or malformed.
    std::optional<glm::vec3> vec3(std::string_view key) const;
    std::optional<float> number(std::string_view key) const;
};

// Parses entity text. Throws LoadError(file, part, ...) on unterminated strings,
// missing braces or garbage; // and /* */ comments are skipped.
std::vector<Entity> parse_entities(std::string_view text, const std::string& file,
                                   const std::string& part = "lump 'entities'");

}  // namespace bsp
