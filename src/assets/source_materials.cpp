#include "assets/source_materials.h"

#include <cmath>
#include <cstdlib>
#include <memory>
#include <sstream>
#include <utility>

#include <glm/gtc/constants.hpp>

#include "assets/mip_levels.h"
#include "assets/vmt_material.h"
#include "assets/vtf_image.h"
#include "map/cubemap_assignment.h"
#include "core/ascii.h"
#include "vfs/vfs.h"

namespace bsp {

namespace {

std::optional<std::string> read_text(const Vfs& vfs, const std::string& path) {
    std::optional<std::vector<uint8_t>> bytes = vfs.read(path);
    if (!bytes) return std::nullopt;
    return std::string(bytes->begin(), bytes->end());
}

// The .vtf as a MaterialImage with a mip chain down to 1×1 (DXT ones keep their
// S3TC blocks and the levels the file stores: the GL samples a chain that stops early
// down to its last level); `frames` gets the images of its animation frames past the
// first (each its own MaterialImage, RGBA).
//
// The images of one load share `budget` (ImageCollector::budget): each is sized to
// what the ones before it left, skipping its larger levels as the engine's picmip
// would, and charges what it kept.
std::optional<MaterialImage> load_vtf(const Vfs& vfs, const std::string& path, std::string* problem,
                                      const MemoryBudget& budget, std::vector<MaterialImage>* frames = nullptr) {
    std::optional<std::vector<uint8_t>> bytes = vfs.read(path);
    if (!bytes) {
        if (problem) *problem = path + " not found";
        return std::nullopt;
    }
    const uint64_t left = budget.bytes() - std::min(budget.bytes(), budget.spent());
    std::optional<VtfImage> vtf = decode_vtf(*bytes, problem, path, MemoryBudget(), {.keep_blocks = true, .max_bytes = left});
    if (!vtf) return std::nullopt;
    bytes.reset();  // the file's bytes go before the frames' mip levels are made
    MaterialImage image{path, std::move(vtf->image), std::move(vtf->mip_levels)};
    image.format = vtf_format_name(vtf->format);
    image.frames = int(vtf->frame_count);
    if (vtf->file_width != image.image.width || vtf->file_height != image.image.height)
        image.reduced = std::to_string(vtf->file_width) + "x" + std::to_string(vtf->file_height) + ", shown at " +
                        std::to_string(image.image.width) + "x" + std::to_string(image.image.height) +
                        (vtf->cut_to_bytes ? ": the textures before it took most of the " + human_bytes(budget.bytes()) +
                                                 " memory budget (--memory-limit)"
                                           : " (the largest side kept is " + std::to_string(kVtfMaxTextureSide) + ")");
    const DecodedImage& smallest = image.mip_levels.empty() ? image.image : image.mip_levels.back();
    if (!smallest.compressed() && (smallest.width > 1 || smallest.height > 1)) {
        std::vector<DecodedImage> rest = build_mip_levels(smallest);
        for (DecodedImage& level : rest) image.mip_levels.push_back(std::move(level));
    }
    uint64_t kept = image.pixel_bytes();
    if (frames)
        for (size_t f = 0; f < vtf->frames.size(); ++f) {
            MaterialImage frame{path + "#frame" + std::to_string(f + 1), std::move(vtf->frames[f]), {}};
            frame.format = image.format;
            frame.mip_levels = build_mip_levels(frame.image);
            kept += frame.pixel_bytes();
            frames->push_back(std::move(frame));
        }
    budget.charge(kept);
    return image;
}

MaterialLighting lighting_of(const std::string& shader) {
    if (shader == "unlitgeneric" || shader == "unlittwotexture" || shader == "water" || shader == "refract")
        return MaterialLighting::None;
    if (shader == "vertexlitgeneric") return MaterialLighting::Vertex;
    return MaterialLighting::Lightmap;
}


// The numbers of a VMT value: "[0.5 1 1]" (0..1) or "{128 255 255}" (0..255, scaled to
// 0..1) or plain "2.5"; non-finite numbers are dropped.
std::vector<float> numbers_of(const std::string& value) {
    std::string text = value;
    const bool bytes = text.find('{') != std::string::npos;
    for (char& c : text)
        if (c == '[' || c == ']' || c == '{' || c == '}') c = ' ';
    std::vector<float> out;
    const char* p = text.c_str();
    for (;;) {
        char* end = nullptr;
        const float v = std::strtof(p, &end);
        if (end == p) break;
        if (std::isfinite(v)) out.push_back(bytes ? v / 255.0f : v);
        p = end;
    }
    return out;
}

// A colour parameter ($color "[1 0.5 0]", "{255 128 0}", or one grey number); white when absent or bad.
glm::vec3 colour_of(const VmtMaterial& vmt, const char* key, std::vector<std::string>& warnings) {
    const std::string* v = vmt.param(key);
    if (!v) return glm::vec3(1.0f);
    const std::vector<float> n = numbers_of(*v);
    if (n.size() >= 3) return glm::clamp(glm::vec3(n[0], n[1], n[2]), 0.0f, 16.0f);
    if (n.size() == 1) return glm::vec3(std::clamp(n[0], 0.0f, 16.0f));
    warnings.push_back(std::string(key) + " \"" + *v + "\" is not a colour: white");
    return glm::vec3(1.0f);
}

// A finite number in [lo, hi], else `fallback` with a warning naming `what`.
float sane(float v, float lo, float hi, float fallback, const std::string& what, std::vector<std::string>& warnings) {
    if (std::isfinite(v) && v >= lo && v <= hi) return v;
    warnings.push_back(what + " " + std::to_string(v) + " is out of range (" + std::to_string(lo) + ".." +
                       std::to_string(hi) + "): " + std::to_string(fallback));
    return fallback;
}

float number_param(const VmtMaterial& vmt, const char* key, float fallback) {
    const std::string* v = vmt.param(key);
    if (!v) return fallback;
    const std::vector<float> n = numbers_of(*v);
    return n.empty() ? fallback : n[0];
}

// $envmap and its parameters (assets/material.h SourceEnvmap). The mask parameters
// exclude each other in the engine's shader combos; here the first that applies wins:
// $envmapmask, then $basealphaenvmapmask, then $normalmapalphaenvmapmask (which needs a
// bump map that was read; without one it is ignored, as the engine's shader does).
template <typename TextureOf>
void read_envmap(const VmtMaterial& vmt, bool has_bump, SourceEnvmap& env, std::vector<std::string>& warnings,
                 TextureOf&& texture) {
    const std::string* name = vmt.param("$envmap");
    if (!name || name->find_first_not_of(" \t") == std::string::npos) return;
    env.on = true;
    // Only the map's own samples are reflected (Surface::cubemap); a fixed cube map VTF
    // of the material's own ("environment maps/metal_generic_002") is not drawn yet.
    if (envmap_request(*name, {}).kind == EnvmapRequest::None)
        warnings.push_back("$envmap \"" + *name + "\" is a cube map image of its own, not a map sample: not drawn");
    if (const std::string* v = vmt.param("$envmaptint")) {
        const std::vector<float> n = numbers_of(*v);
        glm::vec3 tint(1.0f);
        if (n.size() >= 3) tint = glm::vec3(n[0], n[1], n[2]);
        else if (n.size() == 1) tint = glm::vec3(n[0]);
        else warnings.push_back("$envmaptint \"" + *v + "\" is not a colour: white");
        for (int c = 0; c < 3; ++c) tint[c] = sane(tint[c], 0.0f, 16.0f, 1.0f, "$envmaptint", warnings);
        env.tint = tint;
    }
    // A number in [lo, hi]; a value that is no number (numbers_of drops "nan", "inf") or
    // out of range falls back with a warning.
    const auto number = [&](const char* key, float lo, float hi, float fallback) {
        const std::string* v = vmt.param(key);
        if (!v) return fallback;
        const std::vector<float> n = numbers_of(*v);
        if (n.empty()) {
            warnings.push_back(std::string(key) + " \"" + *v + "\" is not a number: " + std::to_string(fallback));
            return fallback;
        }
        return sane(n[0], lo, hi, fallback, key, warnings);
    };
    env.fresnel = number("$fresnelreflection", 0.0f, 1.0f, 1.0f);
    env.contrast = number("$envmapcontrast", 0.0f, 1.0f, 0.0f);
    env.saturation = number("$envmapsaturation", 0.0f, 1.0f, 1.0f);
    const auto flag = [&](const char* key) { return number_param(vmt, key, 0.0f) != 0.0f; };
    if (vmt.param("$envmapmask")) {
        env.mask_image = texture("$envmapmask");
        if (env.mask_image >= 0) env.mask = EnvmapMask::Texture;
    } else if (flag("$basealphaenvmapmask")) {
        env.mask = EnvmapMask::BaseAlpha;
    } else if (flag("$normalmapalphaenvmapmask")) {
        if (has_bump) env.mask = EnvmapMask::NormalAlpha;
        else warnings.push_back("$normalmapalphaenvmapmask without a bump map is ignored: no mask");
    }
}

// $basetexturetransform "center .5 .5 scale 1 1 rotate 0 translate 0 0" as the two
// rows of the 2D affine map the engine builds: about the centre, scale, then rotate
// (degrees), back, then translate.
std::array<float, 6> transform_of(const std::string& text) {
    glm::vec2 center(0.5f), scale(1.0f), translate(0.0f);
    float rotate = 0;
    std::istringstream in(ascii_lowercase(text));
    std::string word;
    auto read2 = [&](glm::vec2& v) {
        in >> v.x >> v.y;
        if (!in) in.clear();
    };
    while (in >> word) {
        if (word == "center") read2(center);
        else if (word == "scale") read2(scale);
        else if (word == "translate") read2(translate);
        else if (word == "rotate") {
            in >> rotate;
            if (!in) in.clear();
        }
    }
    for (float* v : {&center.x, &center.y, &scale.x, &scale.y, &translate.x, &translate.y, &rotate})
        if (!std::isfinite(*v) || std::abs(*v) > 1e6f) *v = (v == &scale.x || v == &scale.y) ? 1.0f : (v == &center.x || v == &center.y) ? 0.5f : 0.0f;
    const float r = glm::radians(rotate), c = std::cos(r), sn = std::sin(r);
    // p' = R S (p - center) + center + translate
    const float m00 = c * scale.x, m01 = -sn * scale.y, m10 = sn * scale.x, m11 = c * scale.y;
    return {m00, m01, center.x + translate.x - (m00 * center.x + m01 * center.y),
            m10, m11, center.y + translate.y - (m10 * center.x + m11 * center.y)};
}

bool is_tool_material(const std::string& name) {
    const std::string n = ascii_lowercase(name);
    // toolsblack is drawn (black) by the engine; the others are compile tools.
    return n.rfind("tools/", 0) == 0 && n != "tools/toolsblack";
}

}  // namespace

std::optional<VmtMaterial> read_vmt(const std::string& material_name, const Vfs& vfs, std::string* error, bool* found) {
    const std::string path = vmt_path_of(material_name);
    const std::optional<std::string> text = read_text(vfs, path);
    if (found) *found = text.has_value();
    if (!text) return std::nullopt;
    const VmtFileReader reader = [&vfs](const std::string& include) { return read_text(vfs, include); };
    return parse_vmt(*text, reader, error, path);
}

std::optional<ResolvedMaterial> resolve_vmt_material(const Material& m, const Vfs& vfs, ImageCollector& images,
                                                     std::string* problem) {
    const std::string path = vmt_path_of(m.name);
    std::string error;
    bool found = false;
    const std::optional<VmtMaterial> vmt = read_vmt(m.name, vfs, &error, &found);
    if (!found) return std::nullopt;
    if (problem) problem->clear();

    ResolvedMaterial r;
    auto readout = std::make_shared<SourceMaterialReadout>();
    r.source_readout = readout;
    if (vmt) {
        readout->files = vmt->files;
        readout->shader = vmt->shader;
        readout->params = vmt->params;
    } else {
        readout->files = {path};
        readout->warnings.push_back(error);
    }
    if ((m.flags & kMaterialNoDraw) || (vmt && vmt->tool_nodraw)) {
        r.pass = MaterialPass::Skip;
        return r;
    }
    if ((m.flags & kMaterialSky) || (vmt && vmt->tool_sky)) {
        r.pass = MaterialPass::Sky;
        return r;
    }
    if (is_tool_material(m.name)) {  // clip, trigger, hint, ... brushes the game never draws
        r.pass = MaterialPass::Skip;
        return r;
    }
    MaterialStage stage;
    SourceLook& look = r.source;
    std::vector<std::string>& warnings = readout->warnings;
    // A texture parameter's image (-1 when absent or bad), listed in the readout.
    auto texture = [&](const char* param, std::vector<MaterialImage>* frames = nullptr) -> int32_t {
        const std::string* name = vmt->param(param);
        if (!name) return -1;
        const std::string vtf = vtf_path_of(*name);
        std::string texture_error;
        const int32_t index =
            images.find_decoded(vtf, [&] { return load_vtf(vfs, vtf, &texture_error, images.budget(), frames); });
        SourceMaterialReadout::Texture t{param, vtf, "", 0, 0, 1, texture_error};
        if (const MaterialImage* image = images.image(index)) {
            t.format = image->format;
            t.width = image->image.width;
            t.height = image->image.height;
            t.frames = image->frames;
        } else if (t.problem.empty()) {
            t.problem = index < 0 ? "not found or not decoded (see the base texture's problem)" : "";
        }
        readout->textures.push_back(t);
        return index;
    };
    if (vmt) {
        const std::string& shader = vmt->shader;
        r.lighting = lighting_of(shader);
        r.two_sided = vmt->no_cull;
        const bool water = shader == "water", refract = shader == "refract";
        if (vmt->additive) {
            r.pass = MaterialPass::Translucent;
            stage.blend = BlendMode::Additive;
        } else if (vmt->translucent || water || refract) {
            r.pass = MaterialPass::Translucent;
            stage.blend = BlendMode::AlphaBlend;
        } else if (vmt->alpha_test) {
            r.pass = MaterialPass::AlphaTest;
            stage.blend = BlendMode::AlphaTest;
        } else if (m.flags & kMaterialAlphaTest) {  // the map's own surface flags, as for other formats
            r.pass = MaterialPass::AlphaTest;
        } else if (m.flags & kMaterialTranslucent) {
            r.pass = MaterialPass::Translucent;
            stage.blend = BlendMode::AlphaBlend;
        }
        look.alpha_reference = sane(vmt->alpha_test_reference, 0.0f, 1.0f, 0.5f, "$alphatestreference", warnings);
        look.tint = colour_of(*vmt, "$color", warnings) * colour_of(*vmt, "$color2", warnings);
        look.alpha = sane(number_param(*vmt, "$alpha", 1.0f), 0.0f, 1.0f, 1.0f, "$alpha", warnings);
        if (const std::string* t = vmt->param("$basetexturetransform")) look.transform = transform_of(*t);

        // AnimatedTexture and TextureScroll run on the viewer's clock; the rest are listed.
        bool animated = false;
        for (const VmtProxy& proxy : vmt->proxies) {
            SourceMaterialReadout::Proxy row{proxy.name, proxy.params, false, "not evaluated"};
            const std::string* var = nullptr;
            if (proxy.name == "animatedtexture") {
                var = proxy.param("animatedtexturevar");
                if (var && ascii_iequals(*var, "$basetexture")) {
                    const std::string* fr = proxy.param("animatedtextureframerate");
                    const std::vector<float> n = fr ? numbers_of(*fr) : std::vector<float>{};
                    look.frame_rate = sane(n.empty() ? 15.0f : n[0], 0.0f, 1000.0f, 0.0f,
                                           "AnimatedTexture frame rate", warnings);
                    animated = look.frame_rate > 0;
                    row.evaluated = animated;
                    row.note = animated ? "frames of $basetexture at " + std::to_string(look.frame_rate) + " per second"
                                        : "frame rate 0: the first frame";
                } else {
                    row.note = "animates " + (var ? *var : std::string("nothing")) + ": not evaluated";
                }
            } else if (proxy.name == "texturescroll") {
                var = proxy.param("texturescrollvar");
                if (!var || ascii_iequals(*var, "$basetexturetransform")) {
                    const std::string* rs = proxy.param("texturescrollrate");
                    const std::string* as = proxy.param("texturescrollangle");
                    const std::vector<float> rn = rs ? numbers_of(*rs) : std::vector<float>{};
                    const std::vector<float> an = as ? numbers_of(*as) : std::vector<float>{};
                    const float rate = sane(rn.empty() ? 0.0f : rn[0], -1000.0f, 1000.0f, 0.0f, "TextureScroll rate", warnings);
                    const float angle = sane(an.empty() ? 0.0f : an[0], -1e6f, 1e6f, 0.0f, "TextureScroll angle", warnings);
                    look.scroll = rate * glm::vec2(std::cos(glm::radians(angle)), std::sin(glm::radians(angle)));
                    row.evaluated = true;
                    row.note = "scrolls the base texture " + std::to_string(rate) + " per second at " +
                               std::to_string(angle) + " degrees";
                } else {
                    row.note = "scrolls " + *var + ": not evaluated";
                }
            }
            readout->proxies.push_back(std::move(row));
        }

        if (vmt->base_texture.empty()) {
            if (water || refract) look.no_texture = true;  // drawn as its tint alone
            else error = path + ": no $basetexture";
        } else {
            const std::string vtf = vtf_path_of(vmt->base_texture);
            std::vector<MaterialImage> frames;
            stage.image = texture("$basetexture", animated ? &frames : nullptr);
            if (stage.image < 0) error = readout->textures.back().problem;
            if (stage.image < 0 && error.empty()) error = vtf + " could not be read or decoded";
            if (animated && stage.image >= 0) {
                look.frames.push_back(stage.image);
                const MaterialImage* base = images.image(stage.image);
                const int count = std::min<int>(base ? base->frames : 1, int(kVtfMaxFrames));
                for (int f = 1; f < count; ++f) {
                    const int32_t index = images.find_decoded(vtf + "#frame" + std::to_string(f), [&]() -> std::optional<MaterialImage> {
                        if (frames.empty()) load_vtf(vfs, vtf, nullptr, images.budget(), &frames);  // the base was decoded before, without them
                        if (size_t(f - 1) < frames.size()) return std::move(frames[size_t(f - 1)]);
                        return std::nullopt;
                    });
                    if (index >= 0) look.frames.push_back(index);
                }
                if (look.frames.size() < 2) look.frames.clear();
            }
            if (animated && look.frames.empty())  // nothing to animate after all: say so in the readout
                for (SourceMaterialReadout::Proxy& row : readout->proxies)
                    if (row.name == "animatedtexture" && row.evaluated)
                        row.evaluated = false, row.note = "$basetexture has one frame (or none): shown still";
        }
        if (water) look.tint = colour_of(*vmt, "$fogcolor", warnings), look.alpha = 0.6f;
        if (refract) look.tint = colour_of(*vmt, "$refracttint", warnings), look.alpha = 0.5f;

        if (shader == "worldvertextransition" && vmt->param("$basetexture2")) {
            look.layer_image = texture("$basetexture2");
            if (look.layer_image >= 0) look.layer = SourceLayer::VertexBlend;
            if (look.layer == SourceLayer::VertexBlend && vmt->param("$blendmodulatetexture"))
                look.modulate_image = texture("$blendmodulatetexture");
        } else if (shader == "unlittwotexture" && vmt->param("$texture2")) {
            look.layer_image = texture("$texture2");
            if (look.layer_image >= 0) look.layer = SourceLayer::Multiply;
        }
        if (vmt->param("$detail")) {
            const int mode = int(number_param(*vmt, "$detailblendmode", 0.0f));
            if (mode == 0 || mode == 1) {
                look.detail_image = texture("$detail");
                if (look.detail_image >= 0) look.detail = mode == 0 ? SourceDetail::Mod2x : SourceDetail::Additive;
                look.detail_scale = sane(number_param(*vmt, "$detailscale", 4.0f), -1e4f, 1e4f, 4.0f, "$detailscale", warnings);
                look.detail_blend = sane(number_param(*vmt, "$detailblendfactor", 1.0f), 0.0f, 1.0f, 1.0f,
                                         "$detailblendfactor", warnings);
            } else {
                warnings.push_back("$detailblendmode " + std::to_string(mode) + " is not drawn: no detail");
            }
        }
        look.no_fog = number_param(*vmt, "$nofog", 0.0f) != 0.0f;
        if (vmt->self_illum) {
            look.self_illum = true;
            if (vmt->param("$selfillummask")) look.self_illum_mask = texture("$selfillummask");
        }
        // A self-shadowing bump map ($ssbump) stores weights the shader reads another
        // way; not drawn yet, so those faces keep their flat light.
        if (!vmt->bump_map.empty() && !vmt->ssbump) {
            // Decoded as the base texture is; a missing one only loses the bumps.
            r.bump_image = texture("$bumpmap");
        }
        read_envmap(*vmt, r.bump_image >= 0, look.envmap, warnings, texture);
    }
    r.missing = stage.image < 0 && !look.no_texture;
    if (problem && r.missing) *problem = error;
    r.stages.push_back(stage);
    return r;
}

}  // namespace bsp
