#include "render/gl/scene_renderer.h"

#include <algorithm>
#include <utility>

#include <glm/gtc/matrix_transform.hpp>

#include "core/stopwatch.h"
#include "vis/camera_leaf.h"
#include "render/gl/background_pass.h"

namespace bsp {

RenderView sky_area_view(const SkyCamera& camera, const RenderView& view) {
    RenderView sky = view;
    sky.eye = sky_eye(camera, view.eye);
    // view.view = R * T(-eye); the sky's is R * T(-sky eye).
    sky.view = view.view * glm::translate(glm::mat4(1.0f), view.eye - sky.eye);
    return sky;
}

SceneRenderer::SceneRenderer(const Map& map, MaterialSet materials) : map_(map), vis_(map), flags_(map) {
    world_.load(map, std::move(materials));
    vis_.set_surface_groups(world_.surface_groups(), world_.group_count());
    sky_area_ = find_sky_area(map);
    if (sky_area_.valid()) {
        sky_vis_ = std::make_unique<VisibleSetBuilder>(map);
        sky_vis_->set_surface_groups(world_.surface_groups(), world_.group_count());
    }
    flare_sources_ = collect_flares(map);
    props_.load(map);
}

void SceneRenderer::prepare_programs() {
    WorldRenderer::prepare_programs();
    DebugLineRenderer::prepare_program();
    FlareRenderer::prepare_program();
    if (background_pass_by_default()) BackgroundPass::prepare_program();
}

std::optional<LinearFog> SceneRenderer::fog_for(const RenderView& view, const RenderSettings& settings) const {
    if (!settings.fog || !WorldShaderVariant::fog_shown(settings.mode)) return std::nullopt;
    // Under water: the camera leaf's water volume, below its surface, with a fog.
    const int32_t leaf = find_leaf(map_, view.eye);
    if (leaf >= 0) {
        const int32_t w = map_.leaves[size_t(leaf)].water;
        if (w >= 0 && size_t(w) < map_.water_volumes.size()) {
            const WaterVolume& water = map_.water_volumes[size_t(w)];
            if (view.eye.z < water.surface_z && water.fog) return water.fog;
        }
    }
    return map_.fog;
}

namespace {

// With the 3D sky drawn after the opaque world: the world's window depths are [0, this],
// the sky pass's (this, 1], reversed.
constexpr float kWorldDepthFar = 0.5f;

}  // namespace

bool framebuffer_has_stencil() {
    GLint bound = 0;
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &bound);
    const GLenum attachment = bound == 0 ? GL_STENCIL : GL_STENCIL_ATTACHMENT;
    GLint type = GL_NONE;
    glGetFramebufferAttachmentParameteriv(GL_DRAW_FRAMEBUFFER, attachment, GL_FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE, &type);
    if (type == GL_NONE) return false;
    GLint bits = 0;
    glGetFramebufferAttachmentParameteriv(GL_DRAW_FRAMEBUFFER, attachment, GL_FRAMEBUFFER_ATTACHMENT_STENCIL_SIZE, &bits);
    return bits >= 2;
}

void SceneRenderer::draw_sky_pass(const RenderView& view, const VisOptions& vis, const RenderSettings& settings,
                                  FrameResult& result, bool keep_depth) {
    Stopwatch clock;
    const SkyCamera& camera = *map_.sky_camera;
    const RenderView sky_view = sky_area_view(camera, view);
    VisOptions sky_options = vis;
    sky_options.only_area = sky_area_.area;
    sky_options.skip_area = -1;
    sky_options.pvs_cluster = sky_area_.camera_cluster;
    sky_vis_->build(sky_view.eye, Frustum::from_matrix(sky_view.projection * sky_view.view), sky_options, sky_visible_);
    sky_plan_.clear();
    planner_.plan_world(map_, world_.draw_groups(), sky_visible_, sky_view.eye, settings, sky_plan_);
    WorldRenderer::PassOptions pass;
    pass.keep_colour = pass.keep_depth = keep_depth;
    if (keep_depth) {
        // Behind the world's depths, reversed (render()).
        pass.depth_near = 1.0f;
        pass.depth_far = kWorldDepthFar;
    }
    if (settings.fog && WorldShaderVariant::fog_shown(settings.mode) && camera.fog) {
        pass.fog = camera.fog;
        pass.fog_distance_scale = camera.scale;
    }
    world_.set_pass(pass);
    // The sky area's own fog volumes (Quake 3 only) do not apply: plan none.
    world_.plan_fog(map_, {});
    // The sky area's props, drawn in its pass from the sky eye (the world pass's
    // visible set leaves their leaves out, so it does not draw them); fogged by the
    // sky's fog, its distances in sky units.
    sky_prop_frame_.clear();
    const bool props = settings.props && !props_.empty();
    if (props) {
        prop_planner_.plan(map_, sky_visible_, Frustum::from_matrix(sky_view.projection * sky_view.view), sky_view.eye,
                           settings.props_show_faded, sky_prop_frame_, sky_area_.area);
        props_.upload(map_, sky_prop_frame_);
        std::optional<LinearFog> prop_fog = pass.fog;
        if (prop_fog) prop_fog->start /= camera.scale, prop_fog->end /= camera.scale;
        props_.set_fog(prop_fog);
    }
    PropDrawStats drawn_props;
    const auto draw_props = [&](PropRenderer::Pass p) {
        const PropDrawStats s = props_.draw(
            map_, sky_prop_frame_, sky_view, settings, p,
            [&](int32_t m) -> const ResolvedMaterial& { return world_.material(m); },
            [&](int32_t m) { return world_.material_texture(m); },
            [&](int32_t i) { return world_.image_texture(i); });
        drawn_props.draw_calls += s.draw_calls;
        drawn_props.triangles += s.triangles;
    };
    std::function<void()> opaque_props;
    const bool any_props = props && !sky_prop_frame_.batches.empty();
    if (any_props) opaque_props = [&] { draw_props(PropRenderer::Pass::Opaque); };
    props_.set_reversed_depth(pass.reversed_depth());
    DrawStats sky = world_.draw(sky_plan_, sky_view, settings, opaque_props);
    if (any_props) {
        draw_props(PropRenderer::Pass::Translucent);
        sky.draw_calls += drawn_props.draw_calls;
        sky.passes += drawn_props.draw_calls;
        sky.triangles += drawn_props.triangles;
    }
    props_.set_reversed_depth(false);
    world_.set_pass({});
    result.draw.draw_calls += sky.draw_calls;
    result.draw.passes += sky.passes;
    result.draw.triangles += sky.triangles;
    result.draw.overlay_pieces += sky.overlay_pieces;
    result.draw.sky_area_leaves = sky_visible_.leaf_count;
    result.draw.sky_pass_ms = clock.elapsed_ms();
}

ScreenRect SceneRenderer::depth_readers_rect(const RenderView& view, bool flares_drawn) const {
    const ScreenRect whole{0, 0, view.width, view.height};
    if (flares_drawn || !plan_.lines.empty()) return whole;
    const DrawGroupTable& groups = world_.draw_groups();
    for (const DrawItem& item : plan_.items)
        if (item.step == DrawStep::WireOverlay || (item.blended && groups.groups[item.group].staged_material >= 0))
            return whole;
    const glm::mat4 clip = view.projection * view.view;
    ScreenRect rect;
    for (uint32_t s : plan_.blended_surfaces) rect.add(screen_rect_of(map_.surfaces[s].bounds, clip, view.width, view.height));
    for (const PropBatch& batch : prop_frame_.batches) {
        const PropModel& model = map_.prop_models[batch.model];
        bool translucent = false;
        for (const PropMesh& mesh : model.meshes) {
            if (!mesh.drawn || mesh.index_count == 0) continue;
            const int32_t m = model.material_for(mesh, batch.skin);
            translucent = translucent || world_.material(m).pass == MaterialPass::Translucent;
        }
        if (!translucent) continue;
        for (uint32_t i = 0; i < batch.count; ++i)
            rect.add(screen_rect_of(map_.prop_placements[prop_frame_.placements[batch.first + i]].bounds, clip,
                                    view.width, view.height));
    }
    return rect;
}

ScreenRect SceneRenderer::sky_faces_rect(const RenderView& view, const RenderSettings& settings, bool frozen) const {
    const ScreenRect whole{0, 0, view.width, view.height};
    if (frozen || visible_.camera_cluster < 0 || settings.mode == ViewMode::Wireframe) return whole;
    const glm::mat4 clip = view.projection * view.view;
    ScreenRect rect;
    for (const DrawItem& item : plan_.items) {
        if (item.step != DrawStep::Sky) continue;
        for (uint32_t r = item.first_range; r < item.first_range + item.range_count; ++r) {
            const IndexRange& range = plan_.ranges[r];
            const size_t end = std::min<size_t>(size_t(range.first_index) + range.index_count, map_.indices.size());
            for (size_t i = range.first_index; i + 2 < end; i += 3) {
                const uint32_t t[3] = {map_.indices[i], map_.indices[i + 1], map_.indices[i + 2]};
                if (t[0] >= map_.vertices.size() || t[1] >= map_.vertices.size() || t[2] >= map_.vertices.size())
                    return whole;
                rect.add(screen_rect_of_triangle(map_.vertices[t[0]].position, map_.vertices[t[1]].position,
                                                 map_.vertices[t[2]].position, clip, view.width, view.height));
            }
        }
    }
    return rect;
}

void SceneRenderer::compute_visibility(const RenderView& view, const VisOptions& vis, VisibleSet& out) {
    vis_.build(view.eye, Frustum::from_matrix(view.projection * view.view), vis, out);
}

void SceneRenderer::freeze_at(const RenderView& vis_view, const VisOptions& vis) {
    compute_visibility(vis_view, vis, visible_);
    vis_view_ = vis_view;
    visible_options_ = vis;
}

// The flag texture changes only when what it encodes changes: the camera's
// cluster (pvs view) or the selection; otherwise a frame uploads nothing.
void SceneRenderer::update_surface_flags(const RenderSettings& settings) {
    if (flags_.update(settings.mode == ViewMode::Pvs, visible_.camera_cluster, settings.selected_surface))
        world_.set_surface_flags(flags_.flags());
}

void SceneRenderer::build_debug_lines(const RenderView& view, const RenderSettings& settings, bool frozen,
                                      const DebugDrawOptions& debug) {
    LineBatch& lines = plan_.lines;
    if (debug.leaf_bounds) add_leaf_bounds(lines, map_, visible_);
    if (debug.entity_markers) {
        add_entity_markers(lines, map_, debug.selected_entity);
        add_static_prop_markers(lines, map_, settings.props);
    }
    if (debug.light_probes) add_light_probes(lines, map_, view.eye);
    if (debug.selected_prop >= 0 && size_t(debug.selected_prop) < map_.prop_placements.size())
        lines.box(map_.prop_placements[size_t(debug.selected_prop)].bounds, kSelectionColor, /*top=*/true);
    if (debug.area_portals) {
        const int32_t leaf = visible_.camera_leaf;
        add_area_portals(lines, map_, leaf >= 0 && size_t(leaf) < map_.leaves.size() ? map_.leaves[size_t(leaf)].area : -1);
    }
    if (debug.vis_portals) add_vis_portals(lines, map_, visible_.camera_cluster);
    if (frozen && debug.frozen_frustum)
        add_frustum(lines, vis_view_.projection * vis_view_.view, vis_view_.eye, 1024.0f);
    add_surface_edges(lines, map_, settings.selected_surface);
}

FrameResult SceneRenderer::render(const RenderView& view, const VisOptions& vis, const RenderSettings& settings,
                                  bool freeze_visibility, const DebugDrawOptions& debug) {
    FrameResult result;
    // A camera inside the sky area sees it as it is (for looking at it), not through
    // the sky camera.
    const bool sky_pass = sky_pass_on(settings) && !sky_area_.holds(map_, find_leaf(map_, view.eye));
    // The sky area is the sky pass's: the world pass leaves its leaves out (with the
    // PVS they are out of sight anyway; without it they would show, small, where they are).
    VisOptions world_vis = vis;
    if (sky_pass) world_vis.skip_area = sky_area_.area;
    // Frozen, the set stays the frozen camera's, but a culling switch toggled since
    // (PVS, frustum) is applied to it: the counts must follow the switches.
    const auto same = [](const VisOptions& a, const VisOptions& b) {
        return a.use_pvs == b.use_pvs && a.use_frustum == b.use_frustum && a.only_area == b.only_area &&
               a.skip_area == b.skip_area && a.pvs_cluster == b.pvs_cluster;
    };
    if (!freeze_visibility || !same(world_vis, visible_options_)) {
        Stopwatch clock;
        compute_visibility(freeze_visibility ? vis_view_ : view, world_vis, visible_);
        result.vis_ms = clock.elapsed_ms();
        if (!freeze_visibility) vis_view_ = view;
        visible_options_ = world_vis;
    }
    update_surface_flags(settings);
    world_.set_light_styles(map_, settings.light_styles);
    drawn_pvs_view_ = settings.mode == ViewMode::Pvs;
    if (drawn_pvs_view_) {
        // What the PVS rejected must be on screen to be shown as rejected.
        compute_visibility(vis_view_, drawing_options(vis, settings.mode), pvs_view_set_);
    }
    plan_.clear();
    planner_.plan_world(map_, world_.draw_groups(), drawn(), view.eye, settings, plan_);
    plan_.sky_at_far_plane = freeze_visibility;
    build_debug_lines(view, settings, freeze_visibility, debug);
    // Source's order is the 2D sky and the 3D sky's area (with its props) first, then
    // depth cleared and the world over them, its sky faces writing depth but not colour.
    // With a stencil buffer the same picture costs less: the world's opaque surfaces
    // first, marking in the stencil where they are in front; the sky pass only where
    // they are not (on a software rasterizer its screen-filling sky dome otherwise
    // doubled the frame); then the world's blended surfaces over both.
    sky_visible_ = {};
    const bool flares_drawn = settings.flares && settings.mode == ViewMode::Lit && !flare_sources_.empty();
    const bool sky_after_opaque = sky_pass && framebuffer_has_stencil();
    if (sky_pass && !sky_after_opaque) draw_sky_pass(view, vis, settings, result, /*keep_depth=*/false);
    // Placed models: the opaque ones between the world's opaque and blended surfaces,
    // the translucent ones after the world.
    prop_frame_.clear();
    const bool props = settings.props && !props_.empty();
    if (props) {
        prop_planner_.plan(map_, drawn(), Frustum::from_matrix(view.projection * view.view), view.eye,
                           settings.props_show_faded, prop_frame_, -1, world_vis.skip_area);
        props_.upload(map_, prop_frame_);
    }
    PropDrawStats drawn_props;
    const auto draw_props = [&](PropRenderer::Pass pass) {
        const PropDrawStats s = props_.draw(
            map_, prop_frame_, view, settings, pass,
            [&](int32_t m) -> const ResolvedMaterial& { return world_.material(m); },
            [&](int32_t m) { return world_.material_texture(m); },
            [&](int32_t i) { return world_.image_texture(i); });
        drawn_props.draw_calls += s.draw_calls;
        drawn_props.triangles += s.triangles;
    };
    std::function<void()> opaque_props;
    if (props && !prop_frame_.batches.empty()) opaque_props = [&] { draw_props(PropRenderer::Pass::Opaque); };
    WorldRenderer::PassOptions pass;
    pass.keep_colour = sky_pass && !sky_after_opaque;
    pass.sky_depth_only = sky_pass;
    world_fog_ = fog_for(view, settings);
    pass.fog = world_fog_;
    props_.set_fog(world_fog_);
    world_.set_pass(pass);
    world_.plan_fog(map_, drawn().surfaces);
    DrawStats world_stats;
    if (sky_after_opaque) {
        using Part = WorldRenderer::Part;
        // The world's depths in the front half of the window's range, the sky pass's in
        // the back half, reversed (render/gl/world_renderer.h PassOptions): the sky pass
        // lies behind every world depth with no depth reset in between, and the world's
        // blended part tests against its own depths.
        pass.depth_near = 0.0f;
        pass.depth_far = kWorldDepthFar;
        pass.part = Part::Opaque;
        pass.mark_cover = true;
        world_.set_pass(pass);
        world_stats = world_.draw(plan_, view, settings, opaque_props);
        // The sky pass where the world drew no opaque surface in front.
        glEnable(GL_STENCIL_TEST);
        glStencilFunc(GL_NOTEQUAL, WorldRenderer::kStencilCovered, 0xFF);
        glStencilOp(GL_KEEP, GL_KEEP, GL_KEEP);
        // Kept to the sky faces' rectangle: the sky area's and the cloud dome's fragments
        // below the horizon were rasterized only to fail the stencil test.
        const ScreenRect sky_rect = sky_faces_rect(view, settings, freeze_visibility);
        if (!sky_rect.empty()) {
            glEnable(GL_SCISSOR_TEST);
            glScissor(view.x + sky_rect.x0, view.y + sky_rect.y0, sky_rect.x1 - sky_rect.x0, sky_rect.y1 - sky_rect.y0);
            draw_sky_pass(view, vis, settings, result, /*keep_depth=*/true);
            glDisable(GL_SCISSOR_TEST);
        } else {
            sky_prop_frame_.clear();
        }
        glDisable(GL_STENCIL_TEST);
        // The sky's props took the one instance buffer; the world's translucent ones follow.
        if (props && !sky_prop_frame_.placements.empty()) props_.upload(map_, prop_frame_);
        // The world's sky faces' depths back where they were nearest (in front of any
        // sky pass depth), for what is drawn after to test against; only where such
        // a thing lies (often nowhere near the sky: a screenful of depth writes saved).
        const ScreenRect readers = depth_readers_rect(view, flares_drawn);
        pass.mark_cover = false;
        props_.set_fog(world_fog_);
        if (!readers.empty()) {
            glEnable(GL_STENCIL_TEST);
            glStencilFunc(GL_EQUAL, WorldRenderer::kStencilSky, 0xFF);
            glEnable(GL_SCISSOR_TEST);
            glScissor(view.x + readers.x0, view.y + readers.y0, readers.x1 - readers.x0, readers.y1 - readers.y0);
            pass.part = Part::SkyDepth;
            world_.set_pass(pass);
            world_stats.passes += world_.draw(plan_, view, settings).passes;
            glDisable(GL_SCISSOR_TEST);
            glDisable(GL_STENCIL_TEST);
        }
        pass.part = Part::Blended;
        world_.set_pass(pass);
        world_stats.passes += world_.draw(plan_, view, settings).passes;
    } else {
        world_stats = world_.draw(plan_, view, settings, opaque_props);
    }
    world_.set_pass({});
    const DrawStats sky_stats = result.draw;
    result.draw = world_stats;
    result.draw.draw_calls += sky_stats.draw_calls;
    result.draw.passes += sky_stats.passes;
    result.draw.triangles += sky_stats.triangles;
    result.draw.sky_area_leaves = sky_stats.sky_area_leaves;
    result.draw.sky_pass_ms = sky_stats.sky_pass_ms;
    result.draw.overlay_pieces += sky_stats.overlay_pieces;
    if (props && !prop_frame_.batches.empty()) {
        draw_props(PropRenderer::Pass::Translucent);
        result.draw.props = prop_frame_.drawn;
        result.draw.prop_draw_calls = drawn_props.draw_calls;
        result.draw.draw_calls += drawn_props.draw_calls;
        result.draw.passes += drawn_props.draw_calls;
        result.draw.triangles += drawn_props.triangles;
    }
    // Flares after the world, which they must not cover where it stands in front; in
    // the lit view only (the debugging views show surfaces, not light).
    if (flares_drawn) {
        flare_placer_.place(flare_sources_, visible_, view, flare_sprites_);
        const uint32_t calls = flares_.draw(flare_sprites_, view, 1.0f / std::max(settings.gamma, 0.1f),
                                            [&](int32_t m) { return world_.material_image(m); });
        result.draw.flares = uint32_t(flare_sprites_.size());
        result.draw.draw_calls += calls;
        result.draw.passes += calls;
    }
    const uint32_t line_draws = lines_.draw(plan_.lines, view.projection * view.view, 1.0f / std::max(settings.gamma, 0.1f));
    result.draw.draw_calls += line_draws;
    result.draw.passes += line_draws;
    glDepthRange(0.0, 1.0);  // flares and lines tested against the world's range above
    return result;
}

}  // namespace bsp
