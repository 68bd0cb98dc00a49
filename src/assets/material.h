#pragma once
// A map's materials resolved once, on the loader thread, into records that say
// everything drawing needs and nothing about where it came from: Quake 3 shader
// scripts, textures embedded in the map (miptex), images found by name through the
// vfs, Source VMT materials and their VTF images; WAL goes through the same records later. The renderer
// only uploads the images and draws by these records (render/material_table.h); it
// never sees a shader script or a file name rule.
//
// Each record holds its stages in drawing order. Most drawn materials have one
// stage (their base image, times the light their `lighting` names: the single-pass
// path); Quake 3 shaders whose stages that pass cannot draw as the engine does are
// `staged`: each stage is drawn as its own pass with its own blend, texture
// coordinates and colour (assets/material_stage.h), as the classic renderer does.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <glm/glm.hpp>

#include "assets/image_decoder.h"
#include "assets/material_stage.h"

namespace bsp {

// Which bucket of the frame a material is drawn in (render draws them in this order).
enum class MaterialPass : uint8_t { Opaque, AlphaTest, Sky, Translucent, Skip };

// Where a material's light comes from.
enum class MaterialLighting : uint8_t {
    Lightmap,  // the surface's lightmap; surfaces without one use their vertex colours (as Quake 3 does)
    Vertex,    // vertex colours always
    None,      // full bright: the image as it is
};


// Whether the fog of a surface's fog volume is drawn over it after its stages, as
// Quake 3's RB_FogPass does: over opaque shaders (sort up to opaque) only where they
// drew (depth equal); over the faces of a fog volume itself (surfaceparm fog: the fog
// seen through them) wherever they pass the depth test; never over other blended ones.
enum class FogPass : uint8_t { None, Equal, LessEqual };

// What a Source material adds to the single pass (shaders/world.frag's SOURCE_*
// blocks): a second layer, a detail texture, a tint, a texture transform with a
// scroll, animation frames, self-illumination. The default draws as before.
enum class SourceLayer : uint8_t {
    None,
    VertexBlend,  // WorldVertexTransition: base2 over base by the displacement's vertex alpha
    Multiply,     // UnlitTwoTexture: base times base2
};
enum class SourceDetail : uint8_t { None, Mod2x, Additive };

// Where a Source material's reflection strength comes from per pixel (LightmappedGeneric's
// specularFactor): nothing (1), $envmapmask's RGB, 1 - the base alpha
// ($basealphaenvmapmask) or the bump map's alpha ($normalmapalphaenvmapmask).
enum class EnvmapMask : uint8_t { None, Texture, BaseAlpha, NormalAlpha };

// $envmap: the face reflects its cube map sample (Surface::cubemap), added to the lit
// colour as the SDK's lightmappedgeneric_ps2_3_x.h does:
//   spec = cube(reflect(-V, N)) * mask * $envmaptint;
//   spec = mix(spec, spec*spec, $envmapcontrast); spec = mix(grey(spec), spec, $envmapsaturation);
//   spec *= $fresnelreflection + (1 - $fresnelreflection) * (1 - N.V)^5;  result = diffuse + spec.
struct SourceEnvmap {
    bool on = false;               // $envmap names a cube map (env_cubemap, or a sample's own image)
    glm::vec3 tint{1.0f};          // $envmaptint
    EnvmapMask mask = EnvmapMask::None;
    int32_t mask_image = -1;       // $envmapmask (EnvmapMask::Texture), read at the base uv
    float fresnel = 1.0f;          // $fresnelreflection: 1 (the SDK's default) reflects equally at every angle
    float contrast = 0.0f;         // $envmapcontrast: 0 as is, 1 squared
    float saturation = 1.0f;       // $envmapsaturation: 0 grey, 1 as is
    bool operator==(const SourceEnvmap&) const = default;
};

struct SourceLook {
    SourceLayer layer = SourceLayer::None;
    int32_t layer_image = -1;     // $basetexture2 / $texture2
    int32_t modulate_image = -1;  // $blendmodulatetexture (VertexBlend): green centres the transition, red widens it
    SourceDetail detail = SourceDetail::None;
    int32_t detail_image = -1;    // $detail
    float detail_scale = 4.0f;    // $detailscale: detail uv = base uv × this
    float detail_blend = 1.0f;    // $detailblendfactor
    glm::vec3 tint{1.0f};         // $color × $color2 (Water: $fogcolor; Refract: $refracttint)
    float alpha = 1.0f;           // $alpha (Water/Refract: a fixed see-through)
    float alpha_reference = 0.5f; // $alphatestreference
    // $basetexturetransform as rows s' = (m00 m01 m02)·(s, t, 1), t' = (m10 m11 m12)·(s, t, 1).
    std::array<float, 6> transform{1, 0, 0, 0, 1, 0};
    glm::vec2 scroll{0.0f};       // TextureScroll: texture units per second, added after the transform
    bool self_illum = false;      // $selfillum: the base colour shown unlit where the mask says
    int32_t self_illum_mask = -1; // $selfillummask (its red); the base alpha otherwise
    bool no_texture = false;      // no base image wanted (Water without one): white, tinted
    // AnimatedTexture: the base texture's frames (images), shown frame_rate per second.
    std::vector<int32_t> frames;
    float frame_rate = 0;
    SourceEnvmap envmap;          // $envmap and its parameters
    bool no_fog = false;          // $nofog: the distance fog leaves it as it is (the 3D sky's cloud domes)

    // Whether the material needs the SOURCE uniforms at all.
    bool active() const {
        return layer != SourceLayer::None || detail != SourceDetail::None || tint != glm::vec3(1.0f) || alpha != 1.0f ||
               alpha_reference != 0.5f || transform != std::array<float, 6>{1, 0, 0, 0, 1, 0} || scroll != glm::vec2(0.0f) ||
               self_illum || no_texture || frames.size() > 1 || envmap.on || no_fog;
    }
};

// What the picker shows of a Source material (part of ResolvedMaterial, made by the
// loader so the UI only prints it): the files read, the shader, every parameter,
// the textures and the proxies.
struct SourceMaterialReadout {
    struct Texture {
        std::string param;   // "$basetexture"
        std::string path;    // "materials/....vtf"
        std::string format;  // "DXT5"; "" when not decoded
        int width = 0, height = 0, frames = 1;
        std::string problem;  // why it is not drawn ("" when it is)
    };
    struct Proxy {
        std::string name;
        std::vector<std::pair<std::string, std::string>> params;
        bool evaluated = false;
        std::string note;  // what was made of it, or why not
    };
    std::vector<std::string> files;  // the .vmt, then each file it patches (include chain)
    std::string shader;
    std::vector<std::pair<std::string, std::string>> params;
    std::vector<Texture> textures;
    std::vector<Proxy> proxies;
    std::vector<std::string> warnings;  // absurd values replaced, and by what
};

struct ResolvedMaterial {
    MaterialPass pass = MaterialPass::Opaque;
    MaterialLighting lighting = MaterialLighting::Lightmap;
    bool two_sided = false;  // no back-face culling
    bool warp = false;       // liquid: texture coordinates ripple over time
    bool flowing = false;    // the texture scrolls along s over time (kMaterialFlowing)
    bool missing = false;    // drawn, but no image was found: the checker shows
    // Drawn stage by stage (stages holds every stage of the script); otherwise
    // stages holds the one base stage of the single pass.
    bool staged = false;
    int32_t base = 0;          // stages index of the base stage (its image names the material)
    CullMode cull = CullMode::Front;  // Back and None only for staged materials (two_sided covers None)
    bool polygon_offset = false;      // pulled towards the camera (decals)
    float sort = 0;                   // the script's sort key; 0: none given
    float engine_sort = 0;            // the engine's sort value (engine_sort_value); 0 without a script
    FogPass fog_pass = FogPass::None; // how surfaces in a fog volume get its fog
    std::vector<Deform> deforms;      // drawn by the stage path (deform_drawn), in script order
    std::string shader_name;          // the script entry the stages came from ("" without one)
    std::vector<MaterialStage> stages;  // empty for passes that sample no image (Sky, Skip)
    // Source $bumpmap: the tangent-space normal map (an image index, as a stage's
    // image), which weights a bump-lit face's three directional lightmaps
    // (render/bump_basis.h); -1 when none or it could not be read.
    int32_t bump_image = -1;
    SourceLook source;  // Source materials' extra single-pass features (default: none)
    // Source materials: what the VMT says, for the picker; null for other materials.
    std::shared_ptr<const SourceMaterialReadout> source_readout;

    const MaterialStage* base_stage() const {
        if (stages.empty()) return nullptr;
        return base >= 0 && size_t(base) < stages.size() ? &stages[size_t(base)] : &stages.front();
    }
};

// A decoded image, ready to upload: RGBA, with its smaller mip levels made
// beforehand when it is drawn mipmapped (assets/mip_levels.h).
struct MaterialImage {
    std::string source;  // where it came from: a vfs path, or "embedded:<material name>"
    DecodedImage image;
    std::vector<DecodedImage> mip_levels;  // levels 1..; empty: the uploader makes them
    // Streamed (resolve_materials with defer_images): the file was found but is not
    // decoded yet; `image` is empty and assets/image_streamer.h decodes `source`
    // after the first frame, while the renderer draws a white stand-in.
    bool pending = false;
    bool wants_mip_levels = false;  // pending: make the levels once decoded
    std::string cache_key;          // pending: its ImageCache key ("" when not cacheable)
    std::string format;             // a decoded VTF's image format ("DXT5"); "" for other files
    int frames = 1;                 // a VTF's frame count (the image is frame 0)
    // Why the image is smaller than its file ("16384x16384, shown at its 8192x8192 mip
    // level"); the loader lists it among the map's warnings. "" when it is not.
    std::string reduced;

    // What the image and its levels hold in memory (texels or S3TC blocks).
    uint64_t pixel_bytes() const {
        uint64_t bytes = image.pixels.size();
        for (const DecodedImage& level : mip_levels) bytes += level.pixels.size();
        return bytes;
    }
};

// The sky of a map, looked up by view direction on its sky surfaces. The values
// are shaders/sky.frag's u_sky_mode (SKY_<KIND> there, render/shader_constants.h).
enum class SkyKind : uint8_t {
    Flat = 0,    // one colour: no image was found
    Box = 1,     // six faces +X, -X, +Y, -Y, +Z, -Z (rt, lf, bk, ft, up, dn), all of one size
    Cloud = 2,   // one image projected on a dome (the first stage of a sky shader without skyParms)
    Layers = 3,  // Quake's two scrolling layers: `back` and `front` (black is see-through)
};

// Cloud layers drawn over the far box at most (the engine allows 8 stages; skies use 1-3).
inline constexpr size_t kMaxSkyClouds = 6;

struct SkyMaterial {
    SkyKind kind = SkyKind::Flat;
    std::array<int32_t, 6> box{-1, -1, -1, -1, -1, -1};  // images, Box
    int32_t back = -1;   // image: Cloud's image, or Layers' back layer
    int32_t front = -1;  // image: Layers' front layer
    // Quake 3 skyParms with a cloud height: the sky shader's stages, drawn in order
    // over the far box (Box) or the flat colour (Flat) on a dome cloud_height above
    // the view (images resolved into MaterialSet::images), as tr_sky.c draws them.
    std::vector<MaterialStage> clouds;
    float cloud_height = 0;
};

// A drawn material that shows the checker, and why when the file that should give
// its image was found but could not be used (a VMT that does not parse, a VTF that
// does not decode): "" when no file was found at all.
struct MissingMaterial {
    std::string name;
    std::string problem;
    bool operator==(const MissingMaterial&) const = default;
    // "name", or "name: problem" when there is one: how lists and logs show it.
    std::string text() const { return problem.empty() ? name : name + ": " + problem; }
};

// How a fog volume looks (Map::fogs, same index): its shader's fogParms.
struct ResolvedFog {
    std::string shader_name;
    glm::vec3 color{0};            // as the script writes it; the engine draws it times identityLight
    float opaque_distance = 1;     // depth through the fog that hides everything (at least 1)
    bool missing = false;          // no script gives it fogParms: black, opaque after 1 unit, as ioquake3 draws it
};

// A sample's six faces as the VTF stores them (rt lf bk ft up dn: Source's +X, -X,
// +Y, -Y, +Z, -Z; assets/vtf_image.h), RGBA8, all the same size, and the file read.
struct CubemapImage {
    std::array<DecodedImage, 6> faces;
    std::string path;
    bool fallback = false;  // the map's cubemapdefault image, the sample's own missing
};

struct MaterialSet {
    std::vector<ResolvedMaterial> materials;  // one per Map::materials entry, same index
    std::vector<MaterialImage> images;        // each decoded once, however many stages use it
    SkyMaterial sky;
    std::vector<ResolvedFog> fogs;            // one per Map::fogs entry, same index
    std::vector<MissingMaterial> missing;     // drawn materials without an image, in map order
    std::vector<std::string> warnings;        // quirks accepted on the way (load_map adds them to Map::warnings)
    size_t materials_with_proxies = 0;        // Source materials whose VMT has a Proxies block
    // Source: each cube map sample's image (assets/cubemap_materials.h
    // load_cubemap_images, indexed like Map::cubemaps; nullopt: unused or no image),
    // decoded on the loader thread beside the materials that reflect them.
    std::vector<std::optional<CubemapImage>> cubemaps;
};

}  // namespace bsp
