#pragma once
// Draws a map's visible set. Everything heavy happens once in load(): textures
// uploaded from a MaterialSet resolved beforehand (no file is read here), the
// lightmap atlas, one static vertex/index buffer, draw groups
// (texture × lightmap page × state). A frame then executes a FramePlan
// (render/frame_plan.h), built on the CPU from the visible set: one
// glMultiDrawElements per item, in the plan's order. Nothing is decided here.
//
// Usage:
//   WorldRenderer r;                       // needs a current GL 3.3 context
//   r.load(map, resolve_materials(map, vfs));  // the set may come from another thread
//   VisibleSetBuilder vis(map); vis.set_surface_groups(r.surface_groups(), r.group_count());
//   per frame: vis.build(...); planner.plan_world(map, r.draw_groups(), visible, eye, settings, plan);
//              r.draw(plan, view, settings);
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <glm/glm.hpp>

#include "assets/material.h"
#include "map/map.h"
#include "render/draw_groups.h"
#include "render/gl/background_pass.h"
#include "render/entity_light.h"
#include "render/frame_plan.h"
#include "render/lightmap_atlas.h"
#include "render/patch_lod.h"
#include "render/gl/cubemap_textures.h"
#include "render/gl/fog_renderer.h"
#include "render/gl/material_table.h"
#include "render/render_settings.h"
#include "render/gl/shader_program.h"
#include "render/gl/sky.h"
#include "render/gl/sprite_mesh.h"
#include "render/gl/stage_renderer.h"
#include "render/view_mode.h"
#include "render/world_shader_variant.h"
#include "render/gl/world_geometry.h"
#include "vis/visible_set.h"

namespace bsp {

struct UploadTimings {
    double textures_ms = 0;   // texture upload (materials were resolved and images decoded before)
    double lightmaps_ms = 0;  // atlas packing and upload
    double geometry_ms = 0;   // vertex/index buffers
};

class WorldRenderer {
public:
    WorldRenderer();  // compiles the programs; throws std::runtime_error
    // Compiles ahead (ShaderProgram::prepare) the world programs nearly every map's first
    // frame uses: lightmapped surfaces, opaque and alpha-tested, in the lit view.
    static void prepare_programs();
    ~WorldRenderer();
    WorldRenderer(const WorldRenderer&) = delete;
    WorldRenderer& operator=(const WorldRenderer&) = delete;

    // Uploads the set's images (freed once uploaded) and keeps its records.
    void load(const Map& map, MaterialSet materials);
    // After tessellate_patches() changed the geometry (surface ranges move).
    void rebuild_geometry(const Map& map);
    // A streamed image's pixels, for the material textures and sky box faces showing
    // it (MaterialTable::stream_image, SkyLook::stream_image); false when nothing does.
    bool stream_image(int32_t image, const MaterialImage& decoded, const std::string& problem) {
        const bool material = materials_.stream_image(image, decoded, problem, material_names_);
        return sky_.stream_image(image, decoded) || material;
    }
    // Relights the atlas pages with these light styles (cheap when unchanged).
    void set_light_styles(const Map& map, const LightStyleSelection& styles);
    const LightStyleSelection& light_styles() const { return atlas_options_.styles; }

    const std::vector<uint32_t>& surface_groups() const { return groups_.group_of_surface; }
    uint32_t group_count() const { return uint32_t(groups_.groups.size()); }
    const std::vector<DrawGroup>& groups() const { return groups_.groups; }
    const DrawGroupTable& draw_groups() const { return groups_; }
    // The cluster colour of each surface (the clusters view), as uploaded.
    const std::vector<glm::u8vec4>& surface_colors() const { return surface_colors_; }

    // Executes the plan's world items into the currently bound framebuffer (viewport
    // set from view.width/height); returns the plan's stats. `before_blended`, when
    // given, draws more opaque geometry (placed models) once the world's opaque
    // surfaces are down and before its blended ones (and fog), so glass and water are
    // drawn over it; the world's state is restored after it.
    DrawStats draw(const FramePlan& plan, const RenderView& view, const RenderSettings& settings,
                   const std::function<void()>& before_blended = {});

    // How the next draw() differs from a frame's only pass (the 3D sky box draws two):
    // keep_colour leaves the colour buffer as it is (the sky pass drew it) and clears
    // depth only, with no background; keep_depth clears nothing. sky_depth_only writes
    // the sky surfaces' depth but not their colour, so the 3D sky behind them stays.
    // `part` draws the plan in pieces, so that the 3D sky can go between the world's
    // opaque and blended surfaces (SceneRenderer::render): Opaque stops before the
    // first blended item (after `before_blended` and fog), SkyDepth draws only the sky
    // items' depth (no clear), Blended only the blended items (no clear, no fog).
    // mark_cover clears the stencil too and marks what the pass leaves in front:
    // kStencilCovered under an opaque surface, kStencilSky under a sky surface, 0
    // where nothing was drawn. `fog`: Source's linear fog (by the eye's depth times
    // fog_distance_scale), none when empty.
    enum class Part : uint8_t { All, Opaque, SkyDepth, Blended };
    static constexpr GLint kStencilCovered = 1;
    static constexpr GLint kStencilSky = 2;
    struct PassOptions {
        bool keep_colour = false;
        bool keep_depth = false;
        bool sky_depth_only = false;
        bool mark_cover = false;
        Part part = Part::All;
        std::optional<LinearFog> fog;
        float fog_distance_scale = 1.0f;
        // The window depths the pass writes (glDepthRange): with the 3D sky after the
        // opaque world, the world keeps [0, 0.5] (cleared to 0.5) and the sky pass takes
        // (0.5, 1] reversed, near at 1 and tested GEQUAL, so every sky pass fragment
        // passes over the world's depths and its own nearest one wins: no depth reset
        // between the two.
        float depth_near = 0.0f, depth_far = 1.0f;
        bool reversed_depth() const { return depth_near > depth_far; }  // nearer is larger: GEQUAL
    };
    void set_pass(const PassOptions& pass) { pass_ = pass; }

    // Which of the frame's drawn surfaces (Map::surfaces indices) get fog; before draw().
    void plan_fog(const Map& map, const std::vector<uint32_t>& drawn) { fog_.plan(map, materials_.slots(), drawn); }

    // Per-surface flags (vis/surface_flags.h), one byte per Map surface; uploaded at once.
    void set_surface_flags(const std::vector<uint8_t>& flags);

    const UploadTimings& timings() const { return timings_; }
    const LightmapAtlas& atlas() const { return atlas_; }
    // The GL texture of an atlas page (for the overlay's atlas viewer); 0 when out of range.
    GLuint lightmap_page_texture(size_t page) const { return page < lightmap_pages_.size() ? lightmap_pages_[page] : 0; }
    // For the Lightmaps panel: makes the program current that draws a page as the
    // lightmap view shows light (shaders/atlas.frag: times exposure_scale, false colour
    // with the heat-map), taking the projection from the program current now (ImGui's
    // OpenGL backend's, inside its draw). False, changing nothing, when its shader
    // files cannot be had (a warning, once).
    bool use_atlas_look(float exposure_scale, bool heatmap) const;
    const std::vector<MissingMaterial>& missing_textures() const { return materials_.missing(); }
    const MaterialTable& material_table() const { return materials_; }
    // How a Map material is drawn (an opaque stand-in for an out-of-range index).
    const ResolvedMaterial& material(int32_t index) const { return materials_.slots().get(index); }
    // The GL texture of a material's base image; 0 when it has none (missing: the checker).
    GLuint material_image(int32_t index) const {
        return material(index).missing ? 0 : materials_.texture(materials_.slots().texture_slot(index));
    }
    // The GL texture of a Map image (a Source material's detail or mask); 0 when it has none.
    GLuint image_texture(int32_t image) const {
        const int64_t slot = materials_.slots().slot_of_image_or_none(image);
        return slot < 0 ? 0 : materials_.texture(uint32_t(slot));
    }
    // The GL texture a material draws with: its base image, the checker when missing.
    GLuint material_texture(int32_t index) const { return materials_.texture(materials_.slots().texture_slot(index)); }
    size_t lightmap_page_count() const { return lightmap_pages_.size(); }

    // Whether the background is drawn by BackgroundPass (else cleared) for `fill`;
    // Auto is resolved once, from BSPVIEW_BACKGROUND or the kind of renderer.
    bool background_by_pass(BackgroundFill fill) const;

private:
    void draw_ranges(const FramePlan& plan, const DrawItem& item);
    void set_group_state(const DrawGroup& group, const RenderSettings& settings);
    // The group's lighting and features as a world program variant for `view`.
    WorldShaderVariant variant_for(const DrawGroup& group, ViewMode view) const;
    // Drawn with its normal map and direction pages (a bump group, the switch on).
    bool bumped(const DrawGroup& group) const;
    // A Source material's extra textures and uniforms (DrawGroup::source_material), after use_variant.
    void set_source_look(const DrawGroup& group);
    // Whether the group's reflection is drawn this frame (a cube map, the switch on, a view that shows it).
    bool reflects(const DrawGroup& group, ViewMode view) const;
    // Binds the variant's program (compiled the first time), with this frame's uniforms.
    void use_variant(const WorldShaderVariant& variant);
    void begin_sky(const glm::mat4& clip, const RenderView& view, float inv_gamma, const RenderSettings& settings);
    void begin_wire_overlay();
    // Whether `item` writes depth wherever it writes colour, so that the background
    // pass may still come after it.
    bool writes_depth_with_colour(const FramePlan& plan, const DrawItem& item, const DrawGroup& g,
                                  const RenderSettings& settings) const;
    // A material drawn stage by stage (DrawGroup::staged_material), then the world
    // program's state back as the plan's loop expects it (`blending`: in the blended part).
    void draw_staged(const FramePlan& plan, const DrawItem& item, const DrawGroup& g, const RenderView& view,
                     const RenderSettings& settings, float inv_gamma, bool blending);

    struct WorldProgram {
        ShaderProgram program;
        GLint clip_from_world, texture, lightmap, inv_gamma, wire_color, surface_flags, alpha, time, exposure_scale;
        GLint bump_map, bump_light[3];
        GLint alpha_ref, src_tc_s, src_tc_t, src_tint, src_detail, src_layer, src_modulate, src_detail_map, src_mask;
        GLint fog_color, fog_params;
        GLint eye, envmap, env_mask, env_tint, env_params, debug_color, scroll;
        uint64_t frame = 0;  // the frame whose uniforms it holds
        void locate();
    };
    // What every world program of a frame is given, set on a program the first time
    // the frame binds it.
    struct FrameUniforms {
        glm::mat4 clip_from_world{1.0f};
        glm::vec4 wire_color{1.0f};
        float inv_gamma = 1, time = 0, exposure_scale = 1;
        glm::vec3 fog_color{0.0f};
        glm::vec4 fog_params{0.0f, 1.0f, 0.0f, 1.0f};  // start, end, max density, distance scale
        glm::vec3 eye{0.0f};  // the camera, for the reflections' view direction
    };
    PassOptions pass_;

    static constexpr const char* kWorldVertexShader = "world.vert";
    static constexpr const char* kWorldFragmentShader = "world.frag";
    ShaderVariants<WorldProgram, uint32_t> world_programs_{kWorldVertexShader, kWorldFragmentShader};  // by WorldShaderVariant::key
    WorldProgram* current_ = nullptr;  // bound now; null after another program was
    FrameUniforms frame_uniforms_;
    bool heatmap_ = false;
    bool bump_maps_ = true;  // RenderSettings::bump_maps of the frame
    bool envmaps_ = true;    // RenderSettings::envmaps of the frame
    BackgroundPass background_;
    Aabb drawn_bounds_;  // every surface's box, for BackgroundPass::exact_for
    mutable int background_auto_ = -1;  // BackgroundFill::Auto resolved on first use: 1 pass, 0 clear
    TextureFilter texture_filter_ = TextureFilter::Trilinear;  // what the textures read with now
    uint64_t frame_ = 0;
    uint32_t passes_ = 0;  // draw_ranges calls this frame (DrawStats::passes)
    struct SkyProgram {
        ShaderProgram program;
        GLint clip_from_world, box, cloud, front, eye, flat_color, inv_gamma, time, box_turn;
        SkyCloudUniforms clouds;
        void locate();
    };
    ShaderVariants<SkyProgram, int> sky_programs_{"sky.vert", "sky.frag"};  // by gamma on (1) and depth only (2); the map's kind of sky
    // The sky program for the map's kind of sky (known once loaded).
    const SkyProgram& sky_program(bool gamma, bool depth_only = false);
    // The sky box's turn (Map::sky_rotate degrees a second about Map::sky_axis).
    float sky_rotate_ = 0;
    glm::vec3 sky_axis_{0, 0, 1};
    StageRenderer stages_;
    FogRenderer fog_;
    // The fog passes, once per frame between the opaque and the blended surfaces
    // (where Quake 3's sort puts fog: after opaque, before blended); then the opaque state again.
    void draw_fog(const RenderView& view, const RenderSettings& settings, float inv_gamma);

    MaterialTable materials_;
    CubemapTextures cubemaps_;  // Source's cube map samples, for $envmap groups (DrawGroup::cubemap)
    std::vector<std::string> material_names_;  // the map's, for streamed images that do not decode
    AtlasOptions atlas_options_;
    LightmapAtlas atlas_;
    std::vector<GLuint> lightmap_pages_;
    mutable std::optional<ShaderProgram> atlas_look_;  // made at the first use_atlas_look
    mutable bool atlas_look_failed_ = false;
    // LightmapAtlas::bump_pages uploaded alike (empty for maps without bump data).
    std::array<std::vector<GLuint>, 3> bump_light_pages_;
    GLuint white_ = 0;
    GLuint surface_flags_ = 0;  // R8UI, kSurfaceFlagsWidth wide
    SkyLook sky_;
    WorldMesh mesh_;
    PatchLod patch_lod_;
    SpriteMesh sprites_;  // autosprite quads, turned for the view when drawn
    DrawGroupTable groups_;
    std::vector<glm::u8vec4> surface_colors_;
    std::vector<EntityLight> entity_lights_;  // by model: the light lightingDiffuse stages read
    UploadTimings timings_;

    // Per-frame scratch, grown once.
    std::vector<GLsizei> counts_;
    std::vector<const void*> offsets_;
};

}  // namespace bsp
