#include "assets/material_resolver.h"

#include <algorithm>
#include <optional>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "assets/image_collector.h"
#include "assets/sky_material.h"
#include "assets/source_materials.h"
#include "assets/texture_library.h"
#include "vfs/vfs.h"

namespace bsp {

namespace {

// Share of the work the scripts take before the first image: on oa_thor reading and
// parsing scripts/*.shader is ~10 ms of the ~240 ms this takes.
constexpr float kScriptsShare = 0.05f;

bool embedded(const Material& m) {
    return !m.rgba.empty() && m.width > 0 && m.height > 0 &&
           m.rgba.size() >= size_t(m.width) * size_t(m.height) * 4;
}

// The material's script, if it has one worth asking for: embedded images have none,
// and an unused material's script is not the map's (its body is not parsed, its
// warnings are not the map's).
const Q3ShaderInfo* script_of(const Material& m, const TextureLibrary& library) {
    return embedded(m) || (m.flags & kMaterialUnused) ? nullptr : library.shader_of(m.name);
}

DecodedImage embedded_image(const Material& m) {
    DecodedImage image;
    image.width = m.width;
    image.height = m.height;
    image.pixels.assign(m.rgba.begin(), m.rgba.begin() + std::ptrdiff_t(size_t(m.width) * size_t(m.height) * 4));
    return image;
}

// Everything but the image: pass, blend, lighting source and culling.
ResolvedMaterial describe(const Material& m, const Q3ShaderInfo* shader) {
    ResolvedMaterial r;
    r.pass = material_pass(m, shader);
    r.warp = r.pass != MaterialPass::Sky && (m.flags & kMaterialWarp);
    r.flowing = r.pass != MaterialPass::Sky && (m.flags & kMaterialFlowing);
    if (shader) r.engine_sort = engine_sort_value(*shader);
    if (r.pass == MaterialPass::Skip || r.pass == MaterialPass::Sky) return r;  // samples no image
    MaterialStage stage;
    if (shader) {
        stage.blend = shader->blend;
        r.two_sided = shader->two_sided;
        r.cull = shader->cull;
        r.polygon_offset = shader->polygon_offset;
        r.sort = shader->sort;
        r.deforms = shader->deforms;
        r.shader_name = shader->name;
        // A script without a $lightmap stage is lit by its vertex colours or not at all.
        if (!shader->has_lightmap_stage)
            r.lighting = shader->vertex_lit ? MaterialLighting::Vertex : MaterialLighting::None;
    } else if (r.pass == MaterialPass::Translucent) {
        stage.blend = BlendMode::AlphaBlend;
    }
    r.stages.push_back(stage);
    return r;
}

bool is_filter(const MaterialStage& s) {
    return (s.src == BlendFactor::DstColor && s.dst == BlendFactor::Zero) ||
           (s.src == BlendFactor::Zero && s.dst == BlendFactor::SrcColor);
}

// A stage that shows its image as it is, untouched by time or position.
bool plain_image_stage(const MaterialStage& s) {
    return s.texture == StageTexture::Image && s.frames.empty() && s.frame_names.empty() && s.tc_mods.empty() &&
           s.tc_gen == TexCoordGen::Base && !s.depth_equal && s.alpha != AlphaGen::Wave &&
           s.alpha != AlphaGen::Const && s.alpha != AlphaGen::Portal && s.alpha != AlphaGen::LightingSpecular;
}

// Whether the single pass (image x light, one blend) draws the script exactly as the
// engine's stages would (docs/quake3_shaders.md): "lightmap, then the image as a
// filter", "the image, then the lightmap as a filter", each at full light, or one
// image stage at the engine's default colour.
bool single_pass_draws(const Q3ShaderInfo& sh) {
    if (sh.stages.empty()) return true;  // nothing to draw stage by stage: the name rules decide
    if (sh.cull == CullMode::Back || sh.polygon_offset) return false;
    for (const Deform& d : sh.deforms)  // the ones the stage path draws (sprites turned, vertices moved)
        if (deform_drawn(d.kind)) return false;
    const auto& st = sh.stages;
    if (st.size() == 1) {
        const MaterialStage& s = st[0];
        if (!plain_image_stage(s) || s.alpha_test == AlphaTest::Gt0 || s.alpha_test == AlphaTest::Lt128) return false;
        // Without rgbGen, stages that add or replace take identityLighting (their image
        // as it is), the others identity: the single pass draws exactly that.
        const bool adds_or_replaces = s.src == BlendFactor::One || s.src == BlendFactor::SrcAlpha;
        const bool default_colour = s.rgb == (adds_or_replaces ? ColorGen::IdentityLighting : ColorGen::Identity);
        // lightingDiffuse is the entity's light, not the vertex colour: stage by stage.
        const bool vertex_lit = s.rgb == ColorGen::ExactVertex;
        const bool exact_pair = !s.blended() || (s.src == BlendFactor::One && s.dst == BlendFactor::One) ||
                                is_filter(s) ||
                                (s.src == BlendFactor::SrcAlpha && s.dst == BlendFactor::OneMinusSrcAlpha);
        return exact_pair && (default_colour || (vertex_lit && adds_or_replaces));
    }
    if (st.size() != 2) return false;
    const MaterialStage &a = st[0], &b = st[1];
    if (a.texture == StageTexture::Lightmap) {
        // The engine's own two passes for a texture without a script.
        return !a.blended() && a.rgb == ColorGen::Identity && a.tc_mods.empty() && a.alpha_test == AlphaTest::None &&
               a.tc_gen == TexCoordGen::Lightmap && plain_image_stage(b) && is_filter(b) &&
               b.rgb == ColorGen::Identity && b.alpha_test == AlphaTest::None;
    }
    return plain_image_stage(a) && !a.blended() && a.rgb == ColorGen::Identity &&
           (a.alpha_test == AlphaTest::None || a.alpha_test == AlphaTest::Ge128) &&
           b.texture == StageTexture::Lightmap && is_filter(b) && b.rgb == ColorGen::Identity &&
           b.tc_mods.empty() && b.tc_gen == TexCoordGen::Lightmap;
}

// Turns the material into one drawn stage by stage: every stage of the script with
// its images found (each missing one shows the checker in that stage only).
void make_staged(ResolvedMaterial& r, const Q3ShaderInfo& sh, ImageCollector& images, bool* base_missing) {
    r.staged = true;
    r.stages = sh.stages;
    r.base = -1;
    *base_missing = false;
    for (size_t i = 0; i < r.stages.size(); ++i) {
        MaterialStage& st = r.stages[i];
        if (st.texture != StageTexture::Image) continue;
        if (r.base < 0) r.base = int32_t(i);
        auto find = [&](const std::string& name) {
            const int32_t image = images.find(name);
            if (image >= 0) images.make_mip_levels(image);
            return image;
        };
        if (!st.frame_names.empty()) {
            for (const std::string& name : st.frame_names) st.frames.push_back(find(name));
            st.image = st.frames.front();
        } else {
            st.image = find(st.image_name);
        }
        if (r.base == int32_t(i) && st.image < 0) *base_missing = true;
    }
    if (r.base < 0) r.base = 0;
    const MaterialStage& first = r.stages.front();
    // The engine's sort: a first stage that blends puts the shader among the blended
    // ones, an explicit sort past opaque too.
    if (r.pass == MaterialPass::Opaque || r.pass == MaterialPass::AlphaTest || r.pass == MaterialPass::Translucent) {
        if (first.blended() || r.sort > 3.0f) r.pass = MaterialPass::Translucent;
        else r.pass = first.alpha_test != AlphaTest::None ? MaterialPass::AlphaTest : MaterialPass::Opaque;
    }
    bool lightmapped = false;
    for (const MaterialStage& st : r.stages) lightmapped |= st.texture == StageTexture::Lightmap;
    r.lighting = lightmapped ? MaterialLighting::Lightmap : MaterialLighting::None;
}

// The image names the loop below will look up through the library, so their files
// can be decoded together beforehand (TextureLibrary::prefetch): a script's stage
// images when it is drawn stage by stage, else its first image, else the name.
// Materials that embed their pixels or (probably) have a VMT are left out.
std::vector<std::string> image_names_to_decode(const Map& map, const TextureLibrary& library, bool source_vmts) {
    std::vector<std::string> names;
    if (source_vmts) return names;
    // Per material: whether it draws the sky, and its script, for the sky's images below.
    std::vector<bool> sky(map.materials.size(), false);
    std::vector<const Q3ShaderInfo*> sky_shader(map.materials.size(), nullptr);
    for (size_t i = 0; i < map.materials.size(); ++i) {
        const Material& m = map.materials[i];
        if (m.same_image_as >= 0 && size_t(m.same_image_as) < i) {
            sky[i] = sky[size_t(m.same_image_as)];
            sky_shader[i] = sky_shader[size_t(m.same_image_as)];
            continue;
        }
        const Q3ShaderInfo* shader = script_of(m, library);
        const MaterialPass pass = material_pass(m, shader);
        if (pass == MaterialPass::Sky) {
            sky[i] = true;
            sky_shader[i] = shader;
        }
        if (embedded(m) || pass == MaterialPass::Skip || pass == MaterialPass::Sky) continue;
        if (shader && !single_pass_draws(*shader)) {
            for (const MaterialStage& st : shader->stages) {
                if (st.texture != StageTexture::Image) continue;
                if (st.frame_names.empty()) names.push_back(st.image_name);
                names.insert(names.end(), st.frame_names.begin(), st.frame_names.end());
            }
        } else {
            names.push_back(shader && !shader->first_image.empty() ? shader->first_image : m.name);
        }
    }
    // The sky's images too: resolve_sky takes the first sky material a surface uses.
    for (const Surface& s : map.surfaces) {
        if (s.material < 0 || size_t(s.material) >= map.materials.size() || !sky[size_t(s.material)]) continue;
        if (const Q3ShaderInfo* shader = sky_shader[size_t(s.material)]) {
            const std::vector<std::string> sky_names = sky_image_names(*shader);
            names.insert(names.end(), sky_names.begin(), sky_names.end());
        }
        break;
    }
    return names;
}

// What the scripts said about the shaders the map uses, and about script files the
// engine would ignore whole: the map's warnings (the other shaders' problems are not
// this map's).
void add_script_warnings(const Q3ShaderScripts& scripts, const std::vector<const Q3ShaderInfo*>& shaders,
                         std::vector<std::string>& out) {
    out.insert(out.end(), scripts.file_warnings().begin(), scripts.file_warnings().end());
    std::unordered_set<const Q3ShaderInfo*> seen;
    for (const Q3ShaderInfo* shader : shaders)
        if (shader && seen.insert(shader).second) out.insert(out.end(), shader->warnings.begin(), shader->warnings.end());
}

// Which fog pass ioquake3 gives a shader (FinishShader: sort up to opaque fogs with
// depth equal, else content fog with depth less-or-equal; fog-only shaders sort as fog).
FogPass fog_pass_of(const Material& m, const ResolvedMaterial& r, const Q3ShaderInfo* shader) {
    constexpr int32_t kContentsFog = 0x40;
    constexpr float kSortOpaque = 3;
    if (m.flags & kMaterialNoDraw || (shader && shader->nodraw)) return FogPass::None;
    const bool fog_only = shader && shader->fog && shader->first_image.empty();
    const bool opaque_sort = !fog_only && (r.pass == MaterialPass::Opaque || r.pass == MaterialPass::AlphaTest) &&
                             (r.sort == 0 || r.sort <= kSortOpaque);
    if (opaque_sort) return FogPass::Equal;
    if ((m.source_contents & kContentsFog) || (shader && shader->fog)) return FogPass::LessEqual;
    return FogPass::None;
}

// Each fog volume's look from its shader's fogParms. ioquake3 (R_LoadFogs) takes the
// shader's fogParms whatever it is: a name no script defines gives the default
// shader's zeros, so black fog that is opaque after 1 unit (depthForOpaque < 1 → 1).
std::vector<ResolvedFog> resolve_fogs(const Map& map, const TextureLibrary& library, std::vector<std::string>& warnings) {
    std::vector<ResolvedFog> fogs;
    for (size_t i = 0; i < map.fogs.size(); ++i) {
        ResolvedFog f;
        f.shader_name = map.fogs[i].material;
        const Q3ShaderInfo* shader = library.shader_of(f.shader_name);
        if (shader && shader->fog) {
            f.color = shader->fog_color;
            f.opaque_distance = std::max(1.0f, shader->fog_distance);
        } else {
            f.missing = true;
            warnings.push_back("fog " + std::to_string(i) + ": shader '" + f.shader_name +
                               "' has no fogParms; drawn black and opaque after 1 unit, as Quake 3 does");
        }
        fogs.push_back(std::move(f));
    }
    return fogs;
}

}  // namespace

MaterialPass material_pass(const Material& m, const Q3ShaderInfo* shader) {
    const bool nodraw = (m.flags & (kMaterialNoDraw | kMaterialUnused)) || (shader && shader->nodraw);
    if (nodraw) return MaterialPass::Skip;
    // The faces of a fog volume show only the fog, which is not drawn yet: without
    // this they were opaque checkers. A fog shader with image stages (murky water,
    // drifting clouds) keeps drawing those stages, as Quake 3 does.
    if (shader && shader->fog && shader->first_image.empty()) return MaterialPass::Skip;
    if ((m.flags & kMaterialSky) || (shader && shader->sky)) return MaterialPass::Sky;
    if (shader) {
        switch (shader->blend) {
            case BlendMode::AlphaTest: return MaterialPass::AlphaTest;
            case BlendMode::AlphaBlend:
            case BlendMode::Additive:
            case BlendMode::Filter: return MaterialPass::Translucent;
            case BlendMode::Opaque: return MaterialPass::Opaque;
        }
    }
    if (m.flags & kMaterialAlphaTest) return MaterialPass::AlphaTest;
    if (m.flags & kMaterialTranslucent) return MaterialPass::Translucent;
    return MaterialPass::Opaque;
}

MaterialSet resolve_materials(const Map& map, const Vfs& vfs, const std::function<void(float)>& progress,
                              const ImageCache* cache, bool defer_images, const Q3ShaderScripts* preloaded,
                              const MemoryBudget& texture_budget) {
    auto report = [&](float f) {
        if (progress) progress(f);
    };
    report(0.0f);
    Q3ShaderScripts own_scripts;
    if (!preloaded) own_scripts.load(vfs);
    const Q3ShaderScripts& scripts = preloaded ? *preloaded : own_scripts;
    report(kScriptsShare);
    TextureLibrary library(vfs, &scripts, cache);
    if (defer_images) library.defer_decoding();
    ImageCollector images(library, texture_budget);

    // Only games with a materials/ folder (Source, or a map's pakfile) have VMTs:
    // the others skip one failing lookup per material.
    const bool source_vmts = vfs.exists("materials");

    const size_t count = map.materials.size();
    if (!defer_images) library.prefetch(image_names_to_decode(map, library, source_vmts));

    MaterialSet set;
    set.materials.reserve(count);
    std::vector<const Q3ShaderInfo*> shaders(count, nullptr);  // for the sky, below
    std::string problem;  // why a found Source material gave no image
    for (size_t i = 0; i < count; ++i) {
        const Material& m = map.materials[i];
        if (m.same_image_as >= 0 && size_t(m.same_image_as) < i) {
            const size_t owner = size_t(m.same_image_as);
            if (m.flags == map.materials[owner].flags) {
                // The same record as an earlier material (same name and flags): its image, not a copy.
                set.materials.push_back(set.materials[owner]);
                shaders[i] = shaders[owner];
            } else {
                // The same image drawn another way (Quake 2: a wall's .wal as a window): its own pass.
                ResolvedMaterial r = describe(m, nullptr);
                if (!r.stages.empty() && !set.materials[owner].stages.empty())
                    r.stages[0].image = set.materials[owner].stages[0].image;
                else if (!r.stages.empty())
                    r.missing = set.materials[owner].missing;
                set.materials.push_back(std::move(r));
            }
        } else if (embedded(m)) {
            // Formats that embed their textures need no lookup and no script.
            ResolvedMaterial r = describe(m, nullptr);
            if (!r.stages.empty()) {
                r.stages[0].image = images.add("embedded:" + m.name, embedded_image(m));
                images.make_mip_levels(r.stages[0].image);
            }
            set.materials.push_back(std::move(r));
        } else if (std::optional<ResolvedMaterial> vmt =
                       source_vmts ? resolve_vmt_material(m, vfs, images, &problem) : std::nullopt) {
            // Source: the material's VMT decides everything (assets/source_materials.h).
            if (vmt->missing) set.missing.push_back({m.name, problem});
            if (vmt->source_readout) {
                if (!vmt->source_readout->proxies.empty()) ++set.materials_with_proxies;
                for (const std::string& w : vmt->source_readout->warnings) set.warnings.push_back(m.name + ": " + w);
            }
            set.materials.push_back(std::move(*vmt));
        } else {
            shaders[i] = script_of(m, library);
            ResolvedMaterial r = describe(m, shaders[i]);
            bool base_missing = false;
            if (!r.stages.empty() && shaders[i] && !single_pass_draws(*shaders[i])) {
                make_staged(r, *shaders[i], images, &base_missing);
                if (base_missing) {
                    r.missing = true;
                    set.missing.push_back({m.name, library.resolve(m.name).problem});
                }
            } else if (!r.stages.empty()) {  // only images that are drawn are decoded
                const ImageLookup found = library.resolve(m.name);
                r.stages[0].image = found.image ? images.find(found.path) : -1;
                if (r.stages[0].image >= 0) {
                    images.make_mip_levels(r.stages[0].image);
                } else {
                    r.missing = true;
                    set.missing.push_back({m.name, found.problem});
                }
            }
            r.fog_pass = fog_pass_of(m, r, shaders[i]);
            set.materials.push_back(std::move(r));
        }
        report(kScriptsShare + (1.0f - kScriptsShare) * float(i + 1) / float(count));
    }
    add_script_warnings(scripts, shaders, set.warnings);
    set.fogs = resolve_fogs(map, library, set.warnings);
    set.sky = resolve_sky(map, set.materials, shaders, images, vfs, source_vmts, set.warnings);
    // The sky's cloud images are uploaded with the map, streamed or not: decoded now.
    // (Its box streams: SkyLook takes the faces as they come.)
    auto decode_now = [&](int32_t image) {
        if (image >= 0) images.pixels(image);
    };
    decode_now(set.sky.back);
    decode_now(set.sky.front);
    for (const MaterialStage& cloud : set.sky.clouds) {
        decode_now(cloud.image);
        for (int32_t frame : cloud.frames) decode_now(frame);
    }
    set.images = images.release();
    for (const MaterialImage& image : set.images)
        if (!image.reduced.empty()) set.warnings.push_back(image.source + ": " + image.reduced);
    report(1.0f);
    return set;
}

}  // namespace bsp
