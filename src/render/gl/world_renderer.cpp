#include "render/gl/world_renderer.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <utility>

#include <glm/gtc/matrix_transform.hpp>
#include <glm/gtc/type_ptr.hpp>

#include "core/stopwatch.h"
#include "render/gl/gl_texture.h"
#include "render/shader_constants.h"
#include "vis/cluster_colors.h"
#include "vis/surface_flags.h"

namespace bsp {

namespace {

// Quake 2's SURF_FLOWING as its gl1 renderer moves the texture at `seconds`: a wall
// slides 64 texture widths per 40 s towards -s (given in repeats: the fraction is
// all that shows); a liquid 64 texels per 2 s, added after the warp (in texels, as
// shaders/world.frag's WARP path takes it).
glm::vec2 flowing_scroll(double seconds, bool warp) {
    if (warp) return {float(-64.0 * (seconds * 0.5 - std::floor(seconds * 0.5))), 0.0f};
    const double repeats = -64.0 * (seconds / 40.0 - std::floor(seconds / 40.0));
    return {float(repeats - std::floor(repeats)), 0.0f};
}

// The sky's cloud layers read units 6.. (0-5 are the world's and the sky's own).
constexpr int kSkyCloudUnit = 6;
// Bumped light: the normal map, then the three direction pages (past the clouds').
constexpr int kBumpMapUnit = 12;
constexpr int kBumpLightUnit = 13;
// Source materials' second layer, blend modulation, detail and self-illumination mask.
constexpr int kSourceLayerUnit = 5, kSourceModulateUnit = 6, kSourceDetailUnit = 7, kSourceMaskUnit = 8;
// Source's $envmap: its mask, and the cube map (units 9-11 are free in the world
// program; the sky's clouds use them only in the sky program).
constexpr int kEnvMaskUnit = 9, kEnvmapUnit = 10;

}  // namespace

void WorldRenderer::WorldProgram::locate() {
    const ShaderProgram& w = program;
    clip_from_world = w.uniform("u_clip_from_world");
    texture = w.uniform("u_texture");
    lightmap = w.uniform("u_lightmap");
    inv_gamma = w.uniform("u_inv_gamma");
    wire_color = w.uniform("u_wire_color");
    surface_flags = w.uniform("u_surface_flags");
    alpha = w.uniform("u_alpha");
    scroll = w.uniform("u_scroll");
    time = w.uniform("u_time");
    exposure_scale = w.uniform("u_exposure_scale");
    bump_map = w.uniform("u_bump_map");
    for (int d = 0; d < 3; ++d) bump_light[d] = w.uniform(("u_bump_light" + std::to_string(d)).c_str());
    alpha_ref = w.uniform("u_alpha_ref");
    src_tc_s = w.uniform("u_src_tc_s");
    src_tc_t = w.uniform("u_src_tc_t");
    src_tint = w.uniform("u_src_tint");
    src_detail = w.uniform("u_src_detail");
    src_layer = w.uniform("u_src_layer");
    src_modulate = w.uniform("u_src_modulate");
    src_detail_map = w.uniform("u_src_detail_map");
    src_mask = w.uniform("u_src_mask");
    fog_color = w.uniform("u_fog_color");
    fog_params = w.uniform("u_fog_params");
    eye = w.uniform("u_eye");
    envmap = w.uniform("u_envmap");
    env_mask = w.uniform("u_env_mask");
    env_tint = w.uniform("u_env_tint");
    env_params = w.uniform("u_env_params");
    debug_color = w.uniform("u_debug_color");
}

void WorldRenderer::SkyProgram::locate() {
    const ShaderProgram& s = program;
    clip_from_world = s.uniform("u_clip_from_world");
    box = s.uniform("u_box");
    cloud = s.uniform("u_cloud");
    front = s.uniform("u_front");
    eye = s.uniform("u_eye");
    flat_color = s.uniform("u_flat_color");
    inv_gamma = s.uniform("u_inv_gamma");
    time = s.uniform("u_time");
    box_turn = s.uniform("u_box_turn");
    clouds.locate(s);
}

WorldRenderer::WorldRenderer() = default;

void WorldRenderer::prepare_programs() {
    for (const bool alpha_test : {false, true}) {
        const WorldShaderVariant v = WorldShaderVariant::make(ViewMode::Lit, LightingUniform::Lightmap, alpha_test,
                                                              /*warp=*/false, /*gamma=*/false, /*heatmap=*/false);
        ShaderProgram::prepare(kWorldVertexShader, kWorldFragmentShader, v.defines());
    }
}

WorldRenderer::~WorldRenderer() {
    if (!lightmap_pages_.empty()) glDeleteTextures(GLsizei(lightmap_pages_.size()), lightmap_pages_.data());
    for (const auto& pages : bump_light_pages_)
        if (!pages.empty()) glDeleteTextures(GLsizei(pages.size()), pages.data());
    if (white_) glDeleteTextures(1, &white_);
    if (surface_flags_) glDeleteTextures(1, &surface_flags_);
}

void WorldRenderer::set_surface_flags(const std::vector<uint8_t>& flags) {
    const size_t rows = std::max<size_t>(1, (flags.size() + kSurfaceFlagsWidth - 1) / kSurfaceFlagsWidth);
    std::vector<uint8_t> texels(rows * kSurfaceFlagsWidth, 0);
    std::copy(flags.begin(), flags.end(), texels.begin());
    if (!surface_flags_) glGenTextures(1, &surface_flags_);
    glActiveTexture(GL_TEXTURE4);
    glBindTexture(GL_TEXTURE_2D, surface_flags_);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_R8UI, GLsizei(kSurfaceFlagsWidth), GLsizei(rows), 0, GL_RED_INTEGER,
                 GL_UNSIGNED_BYTE, texels.data());
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glActiveTexture(GL_TEXTURE0);
}

void WorldRenderer::load(const Map& map, MaterialSet materials) {
    Stopwatch clock;
    materials_.load(materials);
    cubemaps_.load(materials.cubemaps);
    material_names_.clear();
    for (const Material& m : map.materials) material_names_.push_back(m.name);
    sky_.load(materials, map.models.empty() ? Aabb{} : map.models.front().bounds);
    sky_rotate_ = map.sky_rotate;
    sky_axis_ = map.sky_axis;
    fog_.load(map, std::move(materials.fogs));
    if (background_by_pass(BackgroundFill::Auto)) background_.prepare();  // not in the first frame
    materials = {};  // the pixels are on the GPU now
    const uint8_t white_px[4] = {255, 255, 255, 255};
    white_ = create_texture_rgba(1, 1, white_px, {.mipmaps = false, .repeat = true, .linear = false});
    timings_.textures_ms = clock.elapsed_ms();

    clock.restart();
    GLint max_size = 2048;
    glGetIntegerv(GL_MAX_TEXTURE_SIZE, &max_size);
    atlas_options_.max_page_size = std::min(int(max_size), 4096);
    atlas_options_.overbright_shift = map.light_shift;
    atlas_ = build_lightmap_atlas(map.lightmaps, atlas_options_);
    for (const AtlasPage& page : atlas_.pages)
        // No mipmaps: a lightmap texel covers many pixels already, and mip levels
        // would blend neighbouring images across the borders.
        lightmap_pages_.push_back(create_texture_rgba(page.width, page.height, page.rgba.data(),
                                                      {.mipmaps = false, .repeat = false, .linear = true}));
    for (size_t d = 0; d < bump_light_pages_.size(); ++d)
        for (const AtlasPage& page : atlas_.bump_pages[d])
            bump_light_pages_[d].push_back(create_texture_rgba(page.width, page.height, page.rgba.data(),
                                                               {.mipmaps = false, .repeat = false, .linear = true}));
    timings_.lightmaps_ms = clock.elapsed_ms();

    groups_ = build_draw_groups(map, materials_.slots(), atlas_, cubemaps_.uploaded());
    // The programs of the default look, so the first frame compiles nothing.
    sky_program(false);
    for (const DrawGroup& g : groups_.groups) {
        if (g.staged_material >= 0) stages_.prepare(materials_.slots().get(g.staged_material));
        else if (g.pass != MaterialPass::Sky) {
            const WorldShaderVariant v = variant_for(g, ViewMode::Lit);
            world_programs_.get(v.key(), [&] { return v.defines(); });
        }
    }
    surface_colors_ = surface_cluster_colors(map);
    entity_lights_.assign(1, world_entity_light());
    for (size_t m = 1; m < map.models.size(); ++m) entity_lights_.push_back(brush_entity_light(map.light_grid, map.models[m].origin));
    set_surface_flags(std::vector<uint8_t>(map.surfaces.size(), uint8_t(kSurfaceInPvs)));
    rebuild_geometry(map);
}

void WorldRenderer::set_light_styles(const Map& map, const LightStyleSelection& styles) {
    if (styles == atlas_options_.styles) return;
    atlas_options_.styles = styles;
    // Same images and options but the styles: the layout comes out the same, so the
    // pages are refilled in place and the vertex buffer's atlas uvs stay right.
    LightmapAtlas rebuilt = build_lightmap_atlas(map.lightmaps, atlas_options_);
    for (size_t p = 0; p < rebuilt.pages.size() && p < lightmap_pages_.size(); ++p) {
        const AtlasPage& page = rebuilt.pages[p];
        glBindTexture(GL_TEXTURE_2D, lightmap_pages_[p]);
        glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
        glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, page.width, page.height, GL_RGBA, GL_UNSIGNED_BYTE, page.rgba.data());
    }
    for (size_t d = 0; d < bump_light_pages_.size(); ++d)
        for (size_t p = 0; p < rebuilt.bump_pages[d].size() && p < bump_light_pages_[d].size(); ++p) {
            const AtlasPage& page = rebuilt.bump_pages[d][p];
            glBindTexture(GL_TEXTURE_2D, bump_light_pages_[d][p]);
            glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
            glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, page.width, page.height, GL_RGBA, GL_UNSIGNED_BYTE,
                            page.rgba.data());
        }
    glBindTexture(GL_TEXTURE_2D, 0);
    atlas_ = std::move(rebuilt);
}

void WorldRenderer::rebuild_geometry(const Map& map) {
    Stopwatch clock;
    drawn_bounds_ = {};
    for (const Surface& surface : map.surfaces) drawn_bounds_.add(surface.bounds);
    const GpuVertexSource vertices(map, atlas_, surface_colors_);
    mesh_.upload(vertices, map.indices);
    sprites_.build(map, vertices, materials_.slots());
    patch_lod_.build(map);
    glFinish();  // so the timing includes the transfer, not just the queueing
    timings_.geometry_ms = clock.elapsed_ms();
}

bool WorldRenderer::bumped(const DrawGroup& g) const {
    return bump_maps_ && g.bump_slot >= 0 && g.lightmap_page >= 0 &&
           size_t(g.lightmap_page) < bump_light_pages_[0].size();
}

bool WorldRenderer::reflects(const DrawGroup& g, ViewMode view) const {
    return envmaps_ && g.cubemap_image && g.source_material >= 0 && WorldShaderVariant::envmap_shown(view);
}

WorldShaderVariant WorldRenderer::variant_for(const DrawGroup& g, ViewMode view) const {
    const bool paged = g.lightmap_page >= 0 && size_t(g.lightmap_page) < lightmap_pages_.size();
    const LightingUniform lighting = paged                          ? LightingUniform::Lightmap
                                     : g.lighting == Lighting::Vertex ? LightingUniform::Vertex
                                                                      : LightingUniform::None;
    WorldShaderVariant v = WorldShaderVariant::make(view, lighting, g.pass == MaterialPass::AlphaTest, g.warp,
                                                    frame_uniforms_.inv_gamma != 1.0f, heatmap_, bumped(g));
    v.fog = pass_.fog.has_value() && WorldShaderVariant::fog_shown(view);
    if (g.source_material < 0) return v;
    const SourceLook& l = materials_.slots().get(g.source_material).source;
    if (l.no_fog) v.fog = false;
    const auto has = [&](int32_t image) { return materials_.slots().slot_of_image_or_none(image) >= 0; };
    v = v.with_source(true, has(l.layer_image) ? uint8_t(l.layer) : 0, has(l.modulate_image),
                      has(l.detail_image) ? uint8_t(l.detail) : 0,
                      l.self_illum ? (has(l.self_illum_mask) ? 2 : 1) : 0, l.no_texture);
    if (reflects(g, view) && v.source) {
        v.envmap = true;
        switch (l.envmap.mask) {
            case EnvmapMask::None: break;
            case EnvmapMask::Texture: v.envmap_mask = has(l.envmap.mask_image) ? 1 : 0; break;
            case EnvmapMask::BaseAlpha: v.envmap_mask = l.no_texture ? 0 : 2; break;
            case EnvmapMask::NormalAlpha: v.envmap_mask = v.bump ? 3 : 0; break;  // the normal map is bound only then
        }
    }
    return v;
}

void WorldRenderer::set_source_look(const DrawGroup& g) {
    const WorldProgram& p = *current_;
    const ResolvedMaterial& m = materials_.slots().get(g.source_material);
    const SourceLook& l = m.source;
    glUniform1f(p.alpha_ref, l.alpha_reference);
    const float t = frame_uniforms_.time;
    // The transform's translation plus the scroll so far, kept in [0, 1) so that
    // long runs do not lose precision.
    const glm::vec2 shift = glm::fract(l.scroll * t);
    glUniform3f(p.src_tc_s, l.transform[0], l.transform[1], l.transform[2] + shift.x);
    glUniform3f(p.src_tc_t, l.transform[3], l.transform[4], l.transform[5] + shift.y);
    glUniform4f(p.src_tint, l.tint.r, l.tint.g, l.tint.b, l.alpha);
    glUniform2f(p.src_detail, l.detail_scale, l.detail_blend);
    glUniform1i(p.src_layer, kSourceLayerUnit);
    glUniform1i(p.src_modulate, kSourceModulateUnit);
    glUniform1i(p.src_detail_map, kSourceDetailUnit);
    glUniform1i(p.src_mask, kSourceMaskUnit);
    const MaterialSlots& slots = materials_.slots();
    const auto bind = [&](int unit, int32_t image) {
        const int64_t slot = slots.slot_of_image_or_none(image);
        if (slot < 0) return;
        glActiveTexture(GLenum(GL_TEXTURE0 + unit));
        glBindTexture(GL_TEXTURE_2D, materials_.texture(uint32_t(slot)));
    };
    bind(kSourceLayerUnit, l.layer_image);
    bind(kSourceModulateUnit, l.modulate_image);
    bind(kSourceDetailUnit, l.detail_image);
    bind(kSourceMaskUnit, l.self_illum_mask);
    if (p.env_tint >= 0) {  // the ENVMAP variant: variant_for said this group reflects
        glUniform3fv(p.env_tint, 1, glm::value_ptr(l.envmap.tint));
        glUniform3f(p.env_params, l.envmap.fresnel, l.envmap.contrast, l.envmap.saturation);
        bind(kEnvMaskUnit, l.envmap.mask_image);
        glActiveTexture(GL_TEXTURE0 + kEnvmapUnit);
        glBindTexture(GL_TEXTURE_CUBE_MAP, cubemaps_.texture(g.cubemap));
    }
    // AnimatedTexture: this frame's image in the base texture's place.
    if (l.frames.size() > 1 && l.frame_rate > 0 && std::isfinite(t * l.frame_rate))
        bind(0, l.frames[size_t(std::fmod(std::floor(double(t) * l.frame_rate), double(l.frames.size())))]);
    glActiveTexture(GL_TEXTURE1);
}

void WorldRenderer::use_variant(const WorldShaderVariant& variant) {
    WorldProgram& p = world_programs_.get(variant.key(), [&] { return variant.defines(); });
    if (&p != current_) {
        glUseProgram(p.program.id());
        current_ = &p;
    }
    if (p.frame == frame_) return;
    p.frame = frame_;
    const FrameUniforms& f = frame_uniforms_;
    glUniformMatrix4fv(p.clip_from_world, 1, GL_FALSE, glm::value_ptr(f.clip_from_world));
    glUniform1i(p.texture, 0);
    glUniform1i(p.lightmap, 1);
    glUniform1i(p.surface_flags, 4);
    glUniform1f(p.inv_gamma, f.inv_gamma);
    glUniform4fv(p.wire_color, 1, glm::value_ptr(f.wire_color));
    glUniform1f(p.time, f.time);
    glUniform1f(p.exposure_scale, f.exposure_scale);
    glUniform1i(p.bump_map, kBumpMapUnit);
    for (int d = 0; d < 3; ++d) glUniform1i(p.bump_light[d], kBumpLightUnit + d);
    if (p.envmap >= 0) {  // a samplerCube must not share unit 0 with the base texture
        glUniform1i(p.envmap, kEnvmapUnit);
        glUniform1i(p.env_mask, kEnvMaskUnit);
        glUniform3fv(p.eye, 1, glm::value_ptr(f.eye));
    }
    if (p.fog_params >= 0) {
        glUniform3fv(p.fog_color, 1, glm::value_ptr(f.fog_color));
        glUniform4fv(p.fog_params, 1, glm::value_ptr(f.fog_params));
    }
}

void WorldRenderer::set_group_state(const DrawGroup& g, const RenderSettings& settings) {
    if (g.two_sided || settings.mode == ViewMode::Wireframe) glDisable(GL_CULL_FACE);
    else glEnable(GL_CULL_FACE);
    glActiveTexture(GL_TEXTURE0);
    const int32_t texture_slot = texture_slot_at(groups_, g, settings.time_seconds);
    glBindTexture(GL_TEXTURE_2D, texture_slot >= 0 ? materials_.texture(uint32_t(texture_slot)) : white_);
    glActiveTexture(GL_TEXTURE1);
    const bool paged = g.lightmap_page >= 0 && size_t(g.lightmap_page) < lightmap_pages_.size();
    glBindTexture(GL_TEXTURE_2D, paged ? lightmap_pages_[size_t(g.lightmap_page)] : white_);
    if (bumped(g)) {
        glActiveTexture(GL_TEXTURE0 + kBumpMapUnit);
        glBindTexture(GL_TEXTURE_2D, materials_.texture(uint32_t(g.bump_slot)));
        for (int d = 0; d < 3; ++d) {
            glActiveTexture(GL_TEXTURE0 + kBumpLightUnit + d);
            glBindTexture(GL_TEXTURE_2D, bump_light_pages_[size_t(d)][size_t(g.lightmap_page)]);
        }
        glActiveTexture(GL_TEXTURE1);
    }
    use_variant(variant_for(g, settings.mode));
    glUniform1f(current_->alpha, g.alpha);
    if (current_->scroll >= 0) {
        const glm::vec2 scroll = g.flowing ? flowing_scroll(settings.time_seconds, g.warp) : glm::vec2(0);
        glUniform2f(current_->scroll, scroll.x, scroll.y);
    }
    if (current_->debug_color >= 0) {  // the cubemaps view
        const glm::vec4 c = g.cubemap >= 0 ? glm::vec4(cluster_color(g.cubemap)) / 255.0f : glm::vec4(0.5f, 0.5f, 0.5f, 1.0f);
        glUniform4fv(current_->debug_color, 1, glm::value_ptr(c));
    }
    if (g.source_material >= 0) set_source_look(g);
    else glUniform1f(current_->alpha_ref, 0.5f);
}

void WorldRenderer::draw_ranges(const FramePlan& plan, const DrawItem& item) {
    counts_.clear();
    offsets_.clear();
    for (uint32_t i = 0; i < item.range_count; ++i) {
        const IndexRange& r = plan.ranges[item.first_range + i];
        counts_.push_back(GLsizei(r.index_count));
        offsets_.push_back(reinterpret_cast<const void*>(size_t(r.first_index) * sizeof(uint32_t)));
    }
    glMultiDrawElements(GL_TRIANGLES, counts_.data(), GL_UNSIGNED_INT, offsets_.data(), GLsizei(counts_.size()));
    ++passes_;
}

namespace {

void apply_blend(const DrawGroup& g) {
    switch (g.blend) {
        // A brush entity's renderamt scales what it adds; Quake 3's "add" adds all.
        case BlendMode::Additive:
            if (g.alpha < 1.0f) glBlendFunc(GL_SRC_ALPHA, GL_ONE);
            else glBlendFunc(GL_ONE, GL_ONE);
            break;
        case BlendMode::Filter: glBlendFunc(GL_DST_COLOR, GL_ZERO); break;
        default: glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA); break;
    }
}

}  // namespace

void WorldRenderer::draw_staged(const FramePlan& plan, const DrawItem& item, const DrawGroup& g,
                                const RenderView& view, const RenderSettings& settings, float inv_gamma,
                                bool blending) {
    const bool paged = g.lightmap_page >= 0 && size_t(g.lightmap_page) < lightmap_pages_.size();
    StageDrawContext context;
    context.clip_from_world = view.projection * view.view;
    context.eye = view.eye;
    context.time = settings.time_seconds;
    context.inv_gamma = inv_gamma;
    context.lightmap = paged ? lightmap_pages_[size_t(g.lightmap_page)] : 0;
    context.white = white_;
    context.overbright = settings.stage_brightness == StageBrightness::Window ? kWindowedOverbrightFactor : kOverbrightFactor;
    if (g.light_entity > 0 && size_t(g.light_entity) < entity_lights_.size()) context.light = entity_lights_[size_t(g.light_entity)];
    const ResolvedMaterial& material = materials_.slots().get(g.staged_material);
    // autosprite and autosprite2: the quads turned for this view, from their own buffer.
    const bool sprites = !sprites_.empty() && sprite_deform(material);
    if (sprites)
        sprites_.prepare(std::span(plan.ranges).subspan(item.first_range, item.range_count), view_axes(view.view));
    stages_.draw(material, materials_, context, [&] {
        if (!sprites) return draw_ranges(plan, item);
        sprites_.draw();
        ++passes_;
    });
    if (sprites) mesh_.bind();
    current_ = nullptr;  // the next group binds its own program
    glActiveTexture(GL_TEXTURE4);  // the stages took the units the world's flags use
    glBindTexture(GL_TEXTURE_2D, surface_flags_);
    if (blending) {
        glEnable(GL_BLEND);
        glDepthMask(GL_FALSE);
    } else {
        glDisable(GL_BLEND);
        glDepthMask(GL_TRUE);
    }
}

const WorldRenderer::SkyProgram& WorldRenderer::sky_program(bool gamma, bool depth_only) {
    return sky_programs_.get(int(gamma) | (depth_only ? 2 : 0), [&] {
        return sky_.defines() + "#define GAMMA " + (gamma ? "1\n" : "0\n") + "#define DEPTH_ONLY " +
               (depth_only ? "1\n" : "0\n");
    });
}

void WorldRenderer::begin_sky(const glm::mat4& clip, const RenderView& view, float inv_gamma,
                              const RenderSettings& settings) {
    const SkyProgram& p = sky_program(inv_gamma != 1.0f, pass_.sky_depth_only);
    glUseProgram(p.program.id());
    glUniformMatrix4fv(p.clip_from_world, 1, GL_FALSE, glm::value_ptr(clip));
    glUniform1i(p.box, 2);
    glUniform1i(p.cloud, 3);
    glUniform1i(p.front, 5);
    glUniform1f(p.time, settings.time_seconds);
    glUniform3fv(p.eye, 1, glm::value_ptr(view.eye));
    if (p.box_turn >= 0) {
        // The engine turns the box by +angle; a view direction meets it turned back.
        const float angle = glm::radians(float(std::fmod(double(sky_rotate_) * settings.time_seconds, 360.0)));
        const glm::mat3 turn_back = glm::mat3(glm::rotate(glm::mat4(1.0f), -angle, sky_axis_));
        glUniformMatrix3fv(p.box_turn, 1, GL_FALSE, glm::value_ptr(turn_back));
    }
    const glm::vec3 flat = sky_.flat_color();
    glUniform3fv(p.flat_color, 1, glm::value_ptr(flat));
    glUniform1f(p.inv_gamma, inv_gamma);
    glActiveTexture(GL_TEXTURE2);
    glBindTexture(GL_TEXTURE_2D_ARRAY, sky_.box_texture());
    glActiveTexture(GL_TEXTURE3);
    glBindTexture(GL_TEXTURE_2D, sky_.cloud_texture());
    glActiveTexture(GL_TEXTURE5);
    glBindTexture(GL_TEXTURE_2D, sky_.front_texture());
    sky_.bind_clouds(p.clouds, settings.time_seconds, view.eye, white_, kSkyCloudUnit);
    glActiveTexture(GL_TEXTURE0);
    glDisable(GL_CULL_FACE);  // sky brushes are seen from inside and outside alike
}

// Edges in one colour, pulled towards the camera by a polygon offset so they win
// the depth test against their own faces.
void WorldRenderer::begin_wire_overlay() {
    use_variant(WorldShaderVariant::make(ViewMode::Wireframe, LightingUniform::None, false, false,
                                         frame_uniforms_.inv_gamma != 1.0f, false));
    glDisable(GL_BLEND);
    glDepthMask(GL_FALSE);
    glPolygonMode(GL_FRONT_AND_BACK, GL_LINE);
    glEnable(GL_POLYGON_OFFSET_LINE);
    const float towards_eye = pass_.reversed_depth() ? 1.0f : -1.0f;
    glPolygonOffset(towards_eye, towards_eye);
    glDisable(GL_CULL_FACE);
    glUniform1f(current_->alpha, 1.0f);
}

void WorldRenderer::draw_fog(const RenderView& view, const RenderSettings& settings, float inv_gamma) {
    const bool shows_fog = settings.mode == ViewMode::Lit || settings.mode == ViewMode::Fullbright;
    if (fog_.empty() || !settings.fog_volumes || !shows_fog) return;
    passes_ += fog_.draw(view, inv_gamma);
    current_ = nullptr;
    glDisable(GL_BLEND);
    glDepthMask(GL_TRUE);
}

bool WorldRenderer::background_by_pass(BackgroundFill fill) const {
    if (fill != BackgroundFill::Auto) return fill == BackgroundFill::Pass;
    if (background_auto_ < 0) background_auto_ = background_pass_by_default() ? 1 : 0;
    return background_auto_ == 1;
}

bool WorldRenderer::writes_depth_with_colour(const FramePlan& plan, const DrawItem& item, const DrawGroup& g,
                                             const RenderSettings& settings) const {
    switch (item.step) {
        case DrawStep::Sky: return !plan.sky_at_far_plane;  // at the far plane it is the background's depth
        case DrawStep::WireOverlay: return false;
        case DrawStep::Group:
            if (item.blended) return false;
            if (g.staged_material >= 0 && settings.mode == ViewMode::Lit)
                return StageRenderer::writes_depth_with_colour(materials_.slots().get(g.staged_material));
            return true;  // the world program, depth writes on until the blended part
    }
    return false;
}

DrawStats WorldRenderer::draw(const FramePlan& plan, const RenderView& view, const RenderSettings& settings,
                              const std::function<void()>& before_blended) {
    const bool wire = settings.mode == ViewMode::Wireframe;
    glViewport(view.x, view.y, view.width, view.height);
    // The background: cleared now, or drawn by a pass once the surfaces that write
    // depth are down (render/gl/background_pass.h), over what they left uncovered.
    const bool clears = !pass_.keep_depth && (pass_.part == Part::All || pass_.part == Part::Opaque);
    bool background_due = clears && !pass_.keep_colour && background_by_pass(settings.background) &&
                          BackgroundPass::exact_for(drawn_bounds_, view.eye, view.projection);
    if (clears) {
        GLbitfield what = GL_DEPTH_BUFFER_BIT | (pass_.mark_cover ? GL_STENCIL_BUFFER_BIT : 0);
        if (!background_due && !pass_.keep_colour) {
            glClearColor(settings.clear_color.r, settings.clear_color.g, settings.clear_color.b, 1);
            what |= GL_COLOR_BUFFER_BIT;
        }
        glClearStencil(0);
        glClearDepth(pass_.depth_far);  // the far end of the pass's range (1, or the world's 0.5)
        // A clear ignores the viewport: kept to the view's rectangle (the viewer's
        // panels lie around it), unless a pass already narrowed it further.
        const bool scissored = glIsEnabled(GL_SCISSOR_TEST);
        if (!scissored) {
            glEnable(GL_SCISSOR_TEST);
            glScissor(view.x, view.y, view.width, view.height);
        }
        glClear(what);
        if (!scissored) glDisable(GL_SCISSOR_TEST);
        glClearDepth(1.0);
    }
    // The nearest surface's kind, kept in the stencil where its fragment passes depth.
    if (pass_.mark_cover) {
        glEnable(GL_STENCIL_TEST);
        glStencilMask(0xFF);
        glStencilFunc(GL_ALWAYS, kStencilCovered, 0xFF);
        glStencilOp(GL_KEEP, GL_KEEP, GL_REPLACE);
    }
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(pass_.reversed_depth() ? GL_GEQUAL : GL_LEQUAL);
    glDepthMask(GL_TRUE);
    glDepthRange(pass_.depth_near, pass_.depth_far);
    glDisable(GL_BLEND);
    // Quake 3 stores front faces clockwise.
    glFrontFace(GL_CW);
    glCullFace(GL_BACK);
    glPolygonMode(GL_FRONT_AND_BACK, wire ? GL_LINE : GL_FILL);

    const glm::mat4 clip = view.projection * view.view;
    const float inv_gamma = 1.0f / std::max(settings.gamma, 0.1f);
    mesh_.bind();
    // The engine's patch level of detail for this eye (render/patch_lod.h).
    const glm::vec3 forward = -glm::vec3(view.view[0][2], view.view[1][2], view.view[2][2]);
    patch_lod_.update(view.eye, forward,
                      [&](uint32_t first, std::span<const uint32_t> indices) { mesh_.update_indices(first, indices); });
    ++frame_;
    passes_ = 0;
    current_ = nullptr;
    // The wireframe view's edges, or the overlay's over another view (never both).
    frame_uniforms_ = {.clip_from_world = clip,
                       .wire_color = wire ? glm::vec4(0.85f, 0.9f, 1.0f, 1.0f) : glm::vec4(kWireOverlayColor, 1.0f),
                       .inv_gamma = inv_gamma,
                       .time = settings.time_seconds,
                       .exposure_scale = std::exp2(settings.exposure_stops)};
    if (pass_.fog) {
        frame_uniforms_.fog_color = pass_.fog->color;
        frame_uniforms_.fog_params = {pass_.fog->start, pass_.fog->end, pass_.fog->max_density, pass_.fog_distance_scale};
    }
    heatmap_ = settings.heatmap;
    bump_maps_ = settings.bump_maps;
    envmaps_ = settings.envmaps;
    frame_uniforms_.eye = view.eye;
    if (settings.texture_filter != texture_filter_) {
        texture_filter_ = settings.texture_filter;
        materials_.set_filter(texture_filter_);
        stages_.set_filter(texture_filter_);
    }
    glActiveTexture(GL_TEXTURE4);
    glBindTexture(GL_TEXTURE_2D, surface_flags_);

    // The blended part's fog (Quake 3's volumes) was drawn with the opaque part.
    bool blending = false, overlay = false, fogged = pass_.part == Part::Blended;
    const auto draw_background = [&] {
        background_due = false;
        if (wire) glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
        if (pass_.mark_cover) glStencilOp(GL_KEEP, GL_KEEP, GL_KEEP);  // the background covers nothing
        background_.draw(settings.clear_color);  // not counted: the stats describe the map's draws
        if (pass_.mark_cover) glStencilOp(GL_KEEP, GL_KEEP, GL_REPLACE);
        if (wire) glPolygonMode(GL_FRONT_AND_BACK, GL_LINE);
        mesh_.bind();
        current_ = nullptr;
        if (blending) glEnable(GL_BLEND);
        glDepthMask(blending ? GL_FALSE : GL_TRUE);
    };
    // Between the opaque and the blended part: the caller's opaque geometry, then fog.
    const auto end_of_opaque = [&] {
        if (before_blended) {
            before_blended();
            mesh_.bind();
            current_ = nullptr;
            glPolygonMode(GL_FRONT_AND_BACK, wire ? GL_LINE : GL_FILL);
            glFrontFace(GL_CW);
            glCullFace(GL_BACK);
            glDepthMask(GL_TRUE);
            glDisable(GL_BLEND);
            glActiveTexture(GL_TEXTURE4);
            glBindTexture(GL_TEXTURE_2D, surface_flags_);
        }
        draw_fog(view, settings, inv_gamma);
        fogged = true;
    };
    for (const DrawItem& item : plan.items) {
        const DrawGroup& g = groups_.groups[item.group];
        const bool opaque_part = !item.blended && item.step != DrawStep::WireOverlay;
        if (pass_.part == Part::Opaque && !opaque_part) break;
        if (pass_.part == Part::Blended && opaque_part) continue;
        if (pass_.part == Part::SkyDepth && item.step != DrawStep::Sky) continue;
        if (background_due && !writes_depth_with_colour(plan, item, g, settings)) draw_background();
        if (!fogged && !opaque_part) end_of_opaque();
        switch (item.step) {
            case DrawStep::Sky:
                begin_sky(clip, view, inv_gamma, settings);
                if (plan.sky_at_far_plane) glDepthRange(pass_.depth_far, pass_.depth_far);
                if (pass_.sky_depth_only) glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
                if (pass_.mark_cover) glStencilFunc(GL_ALWAYS, kStencilSky, 0xFF);
                draw_ranges(plan, item);
                if (pass_.mark_cover) glStencilFunc(GL_ALWAYS, kStencilCovered, 0xFF);
                if (pass_.sky_depth_only) glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
                glDepthRange(pass_.depth_near, pass_.depth_far);
                current_ = nullptr;
                break;
            case DrawStep::Group:
                // Stage by stage in the lit view only: the debug views show the base
                // image and the light, as for every other surface.
                if (g.staged_material >= 0 && settings.mode == ViewMode::Lit) {
                    blending = blending || item.blended;
                    draw_staged(plan, item, g, view, settings, inv_gamma, blending);
                    break;
                }
                if (item.blended) {
                    if (!blending) {
                        glEnable(GL_BLEND);
                        glDepthMask(GL_FALSE);
                        blending = true;
                    }
                    apply_blend(g);
                }
                set_group_state(g, settings);
                draw_ranges(plan, item);
                break;
            case DrawStep::WireOverlay:
                if (!overlay) begin_wire_overlay();
                overlay = true;
                draw_ranges(plan, item);
                break;
        }
    }
    if (background_due) draw_background();
    if (!fogged && pass_.part != Part::SkyDepth) end_of_opaque();
    if (overlay) glDisable(GL_POLYGON_OFFSET_LINE);
    if (pass_.mark_cover) {
        glStencilOp(GL_KEEP, GL_KEEP, GL_KEEP);
        glDisable(GL_STENCIL_TEST);
    }

    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
    glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
    glBindVertexArray(0);
    DrawStats stats = plan.stats;
    stats.passes = passes_;
    return stats;
}

bool WorldRenderer::use_atlas_look(float exposure_scale, bool heatmap) const {
    if (!atlas_look_ && !atlas_look_failed_) {
        try {
            atlas_look_ = ShaderProgram::from_files("atlas.vert", "atlas.frag");
        } catch (const std::exception& e) {
            atlas_look_failed_ = true;
            std::fprintf(stderr, "bspview: warning: the atlas is drawn as stored: %s\n", e.what());
        }
    }
    if (!atlas_look_) return false;
    const GLuint program = atlas_look_->id();
    GLint current = 0;
    glGetIntegerv(GL_CURRENT_PROGRAM, &current);
    float projection[16] = {};
    if (current) glGetUniformfv(GLuint(current), glGetUniformLocation(GLuint(current), "ProjMtx"), projection);
    glUseProgram(program);
    glUniformMatrix4fv(glGetUniformLocation(program, "ProjMtx"), 1, GL_FALSE, projection);
    glUniform1i(glGetUniformLocation(program, "Texture"), 0);
    glUniform1f(glGetUniformLocation(program, "u_exposure_scale"), exposure_scale);
    glUniform1i(glGetUniformLocation(program, "u_heatmap"), heatmap ? 1 : 0);
    return true;
}

}  // namespace bsp
