#pragma once
// What the renderer needs per material: its GL texture (or the checker when no
// image was found) and how it is drawn (pass, blending, lighting source, culling),
// decided from the map's material flags refined by the Quake 3 shader script.
#include <cstdint>
#include <string>
#include <vector>

#include <glad/gl.h>

#include "assets/texture_library.h"
#include "map/map.h"

namespace bsp {

enum class DrawPass : uint8_t { Opaque, AlphaTest, Sky, Translucent, Skip };
enum class Lighting : uint8_t { Lightmap, Vertex, None };

struct DrawMaterial {
    GLuint texture = 0;
    DrawPass pass = DrawPass::Opaque;
    ShaderBlend blend = ShaderBlend::Opaque;  // for the translucent pass
    bool two_sided = false;
    bool missing = false;           // shows the checker
    bool script_lightmap = true;    // false: the script has no $lightmap stage
    bool script_vertex_lit = false; // the script's image stage uses vertex colours
    const Q3ShaderInfo* shader = nullptr;
};

// How a material is drawn: the map's flags refined by its shader script (may be null).
// Pure (no GL), so tests can ask it directly.
DrawPass draw_pass_for(const Material& material, const Q3ShaderInfo* shader);

class MaterialTable {
public:
    MaterialTable() = default;
    ~MaterialTable();
    MaterialTable(const MaterialTable&) = delete;
    MaterialTable& operator=(const MaterialTable&) = delete;

    // Resolves and uploads every material's image (shared images upload once).
    // `embedded_mip_levels`: levels 1.. of the textures the map embeds, by material
    // (TextureBundle); where missing, GL makes them.
    void load(const Map& map, const TextureLibrary& library,
              const std::vector<std::vector<DecodedImage>>& embedded_mip_levels = {});

    const DrawMaterial& get(int32_t material) const;
    // How a surface with this material and lightmap page is lit.
    Lighting lighting_for(int32_t material, int lightmap_page) const;
    const std::vector<std::string>& missing() const { return missing_; }
    size_t texture_count() const { return textures_.size(); }

private:
    std::vector<DrawMaterial> materials_;
    DrawMaterial fallback_;
    std::vector<GLuint> textures_;       // owned
    std::vector<std::string> missing_;   // material names shown as the checker
};

}  // namespace bsp
