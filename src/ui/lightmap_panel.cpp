#include "ui/lightmap_panel.h"

#include <algorithm>
#include <cstdio>
#include <cmath>
#include <cstdint>

#include "render/atlas_inspection.h"
#include "ui/atlas_look.h"

namespace bsp {

namespace {

// Puts the next item of `width` pixels on the current line when it fits there, so a
// row of controls flows onto the next line in a narrow panel instead of being cut off.
void same_line_if_room(float width) {
    const float right = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
    if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width < right) ImGui::SameLine();
}

float text_width(const char* text) { return ImGui::CalcTextSize(text).x; }

}  // namespace

void LightmapPanel::draw_face_record(const FaceRecord& f) {
    if (!ImGui::BeginTable("face", 2, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) return;
    auto row = [](const char* k, const char* fmt, auto... v) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn(); ImGui::TextUnformatted(k);
        ImGui::TableNextColumn(); ImGui::Text(fmt, v...);
    };
    row("surface / face", "%d / %d (model %d)", f.surface, f.face_index, f.model);
    row("type", "%s", f.kind.c_str());
    if (f.kind == "overlay") row("overlay", "id %d, over face %d", int(f.overlay_id), int(f.face_index));
    row("shader", "%s", f.material.c_str());
    if (f.texture_missing) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted("missing");
        ImGui::TableNextColumn();
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.55f, 0.35f, 1.0f));
        if (f.texture_problem.empty()) ImGui::TextWrapped("image not found: drawn as the grey checker");
        else ImGui::TextWrapped("%s: drawn as the grey checker", f.texture_problem.c_str());
        ImGui::PopStyleColor();
    }
    std::string flags;
    for (const std::string& n : f.material_flags) flags += n + " ";
    row("flags", "%s surf 0x%x contents 0x%x", flags.c_str(), unsigned(f.surface_flags), unsigned(f.contents));
    row("lightmap", "%d (%dx%d)", f.lightmap, f.lightmap_width, f.lightmap_height);
    if (f.cubemap >= 0) row("envmap", "%s", f.cubemap_text().c_str());
    if (f.atlas_rect.page >= 0)
        row("atlas rect", "page %d at %d,%d size %dx%d", f.atlas_rect.page, f.atlas_rect.min.x, f.atlas_rect.min.y,
            f.atlas_rect.max.x - f.atlas_rect.min.x, f.atlas_rect.max.y - f.atlas_rect.min.y);
    row("vertices", "%u (first %u)", f.vertex_count, f.first_vertex);
    row("indices", "%u (first %u)", f.index_count, f.first_index);
    if (f.patch_width) row("patch", "%d x %d control points", f.patch_width, f.patch_height);
    if (f.picked) row("picked at", "%.0f %.0f %.0f (leaf %d, cluster %d)", f.point.x, f.point.y, f.point.z, f.leaf,
                      f.cluster);
    ImGui::EndTable();
}

void LightmapPanel::draw_light_styles(const UiState& state, CommandList& out) {
    // Keyed by the map's name as well as its address: a new map can be given the
    // address of a freed one.
    const std::string path = state.map ? state.map->source_path : std::string();
    if (styles_of_ != state.map || styles_path_ != path) {
        styles_of_ = state.map;
        styles_path_ = path;
        styles_ = state.map ? light_styles_in(state.map->lightmaps) : std::vector<uint8_t>{};
    }
    if (styles_.empty()) return;
    // Style 0 is the static light; 1-63 are the games' animated and switchable lights.
    LightStyleSelection chosen = state.render.light_styles;
    bool changed = false;
    ImGui::TextUnformatted("light styles");
    // Boxes flow onto the next line when the row is full (maps can use dozens of styles).
    auto box = [&](uint8_t style) {
        bool on = chosen.on[style];
        same_line_if_room(56.0f);
        char label[16];
        std::snprintf(label, sizeof label, "%u", unsigned(style));
        if (ImGui::Checkbox(label, &on)) {
            chosen.on.set(style, on);
            changed = true;
        }
    };
    box(0);
    for (uint8_t style : styles_) box(style);
    same_line_if_room(40.0f);
    if (ImGui::SmallButton("all")) {
        chosen = LightStyleSelection::all();
        changed = true;
    }
    same_line_if_room(60.0f);
    if (ImGui::SmallButton("static")) {
        chosen = LightStyleSelection::static_only();
        changed = true;
    }
    if (changed) out.push_back(SetLightStyles{chosen});
}

void LightmapPanel::draw_lightmap_set(const UiState& state, CommandList& out) {
    if (!state.map || state.map->lightmap_sets.empty()) return;
    const Map& map = *state.map;
    ImGui::TextUnformatted("lightmap set");
    if (map.lightmap_sets.size() < 2) {
        ImGui::SameLine();
        ImGui::Text("%s (the only one in the file)", map.lightmap_set.c_str());
        return;
    }
    // One button per set the file holds; choosing the other reloads the map with it.
    ImGui::BeginDisabled(state.viewer.loading.has_value());
    for (const std::string& name : map.lightmap_sets) {
        ImGui::SameLine();
        const std::optional<LightmapSet> set = lightmap_set_from_name(name);
        if (ImGui::RadioButton(name.c_str(), name == map.lightmap_set) && set && name != map.lightmap_set)
            out.push_back(SetLightmapSet{*set});
    }
    ImGui::EndDisabled();
    if (state.viewer.loading) {
        ImGui::SameLine();
        ImGui::TextDisabled("reloading");
    }
}

// Exposure and false colour of the lightmap view (RenderSettings): lightmaps that
// are nearly white or black show their gradients.
void LightmapPanel::draw_lightmap_look(const UiState& state, CommandList& out) {
    SetLightmapLook look{state.render.exposure_stops, state.render.heatmap};
    bool changed = false;
    ImGui::SetNextItemWidth(ui_px(140));
    changed |= ImGui::SliderFloat("exposure", &look.exposure_stops, -8.0f, 8.0f, "%+.1f stops");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("the lightmap view's light times 2^stops (Ctrl+click to type; 0 = as stored)");
    same_line_if_room(ImGui::GetFrameHeight() + text_width("heat-map") + 8);
    changed |= ImGui::Checkbox("heat-map", &look.heatmap);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("lightmap view in false colour: black, blue, cyan, green, yellow, red as\n"
                          "brightness rises; white where the light is clipped at full white");
    same_line_if_room(text_width("reset") + 8);
    // Back to the light as stored; the heat-map is its own switch and stays as it is.
    if (ImGui::SmallButton("reset")) look.exposure_stops = 0, changed = true;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("exposure back to 0 stops (the light as stored)");
    if (state.render.mode != ViewMode::Lightmap) {
        const char* note = "(shows in the lightmap view, F3)";
        same_line_if_room(text_width(note));
        ImGui::TextDisabled("%s", note);
    }
    if (changed) out.push_back(look);
}

// The hovered atlas texel: its light as the file stores it, as the page holds it
// (chosen styles summed, overbright applied) and as the lightmap view shows it, and
// each face lit from it with its lightmap's size in texels and world units.
void LightmapPanel::draw_texel_tooltip(const UiState& state, const LightmapAtlas& atlas, int x, int y,
                                       const std::vector<uint32_t>& faces) {
    const Map& map = *state.map;
    const AtlasTexel texel = inspect_atlas_texel(atlas, map.lightmaps, page_, x, y);
    ImGui::BeginTooltip();
    ImGui::Text("texel %d,%d of page %d", x, y, page_);
    if (texel.image >= 0) {
        const LightmapImage& image = map.lightmaps[size_t(texel.image)];
        ImGui::Text("lightmap image %d (%dx%d), texel %d,%d%s", texel.image, image.width, image.height,
                    texel.image_texel.x, texel.image_texel.y, texel.border ? " (border copy)" : "");
        ImGui::Text("stored   %3u %3u %3u (style 0)", texel.stored.r, texel.stored.g, texel.stored.b);
        for (const auto& [style, rgb] : texel.styles)
            ImGui::Text("         %3u %3u %3u (style %u%s)", rgb.r, rgb.g, rgb.b, unsigned(style),
                        state.render.light_styles.on[style] ? "" : ", off");
        ImGui::Text("on page  %3u %3u %3u (x%d overbright)", texel.page.r, texel.page.g, texel.page.b,
                    1 << map.light_shift);
        const glm::u8vec3 page_rgb(texel.page);
        const glm::vec3 shown = state.render.heatmap
                                    ? lightmap_heat_colour(page_rgb, state.render.exposure_stops)
                                    : lightmap_view_colour(page_rgb, state.render.exposure_stops, state.render.gamma);
        ImGui::ColorButton("##shown", ImVec4(shown.r, shown.g, shown.b, 1.0f), ImGuiColorEditFlags_NoTooltip,
                           ImVec2(ImGui::GetTextLineHeight(), ImGui::GetTextLineHeight()));
        ImGui::SameLine();
        if (state.render.heatmap)
            ImGui::Text("shown    brightness %.2f in the heat-map (exposure %+.1f)",
                        lightmap_view_brightness(page_rgb, state.render.exposure_stops), state.render.exposure_stops);
        else
            ImGui::Text("shown    %3d %3d %3d (exposure %+.1f, gamma %.2f)", int(std::lround(shown.r * 255)),
                        int(std::lround(shown.g * 255)), int(std::lround(shown.b * 255)), state.render.exposure_stops,
                        state.render.gamma);
    } else {
        ImGui::TextDisabled("padding between lightmaps");
    }
    ImGui::Separator();
    ImGui::Text("%zu face(s)", faces.size());
    for (size_t i = 0; i < faces.size() && i < 12; ++i) {
        const Surface& s = map.surfaces[faces[i]];
        const char* material = s.material >= 0 && size_t(s.material) < map.materials.size()
                                   ? map.materials[size_t(s.material)].name.c_str() : "";
        ImGui::Text("surface %u (face %d) %s", faces[i], s.face_index, material);
        const LightmapRect& r = (*state.lightmap_rects)[faces[i]];
        const std::optional<glm::vec2> luxel = luxel_world_size(map, faces[i]);
        if (luxel)
            ImGui::TextDisabled("  lightmap %dx%d texels, luxel %.3g x %.3g units", r.max.x - r.min.x,
                                r.max.y - r.min.y, luxel->x, luxel->y);
        else
            ImGui::TextDisabled("  lightmap %dx%d texels", r.max.x - r.min.x, r.max.y - r.min.y);
    }
    if (faces.size() > 12) ImGui::TextDisabled("... and %zu more", faces.size() - 12);
    ImGui::EndTooltip();
}

void LightmapPanel::draw(const UiState& state, const PanelPlacement& place, CommandList& out) {
    if (!begin_panel(Panel::Lightmaps, place, out) || !state.scene || !state.lightmap_rects) {
        if (!state.scene) ImGui::TextDisabled("no map");
        ImGui::End();
        return;
    }
    const LightmapAtlas& atlas = state.scene->world().atlas();
    const auto& rects = *state.lightmap_rects;
    if (state.selected_face) {
        if (ImGui::SmallButton("fly to")) out.push_back(FlyToSurface{state.selected_face->surface});
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("move the camera in front of this face, looking at it [F]");
        const char* hint = "(or double-click its rectangle below)";
        same_line_if_room(text_width(hint));
        ImGui::TextDisabled("%s", hint);
        draw_face_record(*state.selected_face);
        if (state.selected_face->surface != followed_selection_) {
            followed_selection_ = state.selected_face->surface;
            if (state.selected_face->atlas_rect.page >= 0) page_ = state.selected_face->atlas_rect.page;
            scroll_to_selection_ = true;
        }
    } else {
        ImGui::TextDisabled("click a surface in the world, or a rectangle below");
    }
    ImGui::Separator();
    draw_lightmap_set(state, out);
    draw_light_styles(state, out);
    draw_lightmap_look(state, out);
    if (atlas.pages.empty()) {
        ImGui::TextDisabled("this map has no lightmaps (%zu images)", state.map ? state.map->lightmaps.size() : 0u);
        ImGui::End();
        return;
    }
    page_ = std::clamp(page_, 0, int(atlas.pages.size()) - 1);
    ImGui::SetNextItemWidth(ui_px(120));
    ImGui::SliderInt("page", &page_, 0, int(atlas.pages.size()) - 1);
    same_line_if_room(120 + text_width("zoom") + 8);
    ImGui::SetNextItemWidth(ui_px(120));
    ImGui::SliderFloat("zoom", &zoom_, kMinZoom, kMaxZoom, "%.2fx", ImGuiSliderFlags_Logarithmic);
    const AtlasPage& page = atlas.pages[size_t(page_)];
    char size_note[64];
    std::snprintf(size_note, sizeof size_note, "%dx%d, right-drag to pan", page.width, page.height);
    same_line_if_room(text_width(size_note));
    ImGui::TextDisabled("%s", size_note);

    ImGui::BeginChild("atlas", ImVec2(0, 0), true, ImGuiWindowFlags_HorizontalScrollbar);
    const ImGuiIO& io = ImGui::GetIO();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    // Ctrl + wheel zooms about the cursor (the texel under it stays put; ImGui does
    // not scroll on Ctrl + wheel); dragging with the right button pans.
    if (ImGui::IsWindowHovered() && io.KeyCtrl && io.MouseWheel != 0) {
        const float zoom = std::clamp(zoom_ * (io.MouseWheel > 0 ? 1.25f : 0.8f), kMinZoom, kMaxZoom);
        const glm::vec2 scroll(ImGui::GetScrollX(), ImGui::GetScrollY());
        const glm::vec2 cursor = glm::vec2(io.MousePos.x - origin.x, io.MousePos.y - origin.y) - scroll;
        const glm::vec2 next = scroll_for_zoom_about(scroll, cursor, zoom_, zoom);
        zoom_ = zoom;
        // Applied by the next frame's Begin, which already knows the new image size.
        ImGui::SetScrollX(next.x);
        ImGui::SetScrollY(next.y);
    } else if (ImGui::IsWindowHovered() && ImGui::IsMouseDragging(ImGuiMouseButton_Right)) {
        ImGui::SetScrollX(ImGui::GetScrollX() - io.MouseDelta.x);
        ImGui::SetScrollY(ImGui::GetScrollY() - io.MouseDelta.y);
    }
    const ImVec2 size(float(page.width) * zoom_, float(page.height) * zoom_);
    const GLuint tex = state.scene->world().lightmap_page_texture(size_t(page_));
    atlas_image(state.scene->world(), ImTextureID(tex), size, state.render.exposure_stops, state.render.heatmap);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    auto rect_of = [&](const LightmapRect& r) {
        return std::pair(ImVec2(origin.x + float(r.min.x) * zoom_, origin.y + float(r.min.y) * zoom_),
                         ImVec2(origin.x + float(r.max.x) * zoom_, origin.y + float(r.max.y) * zoom_));
    };
    if (ImGui::IsItemHovered() && state.interactive) {
        const int tx = int((io.MousePos.x - origin.x) / zoom_), ty = int((io.MousePos.y - origin.y) / zoom_);
        const auto faces = surfaces_at_texel(rects, page_, tx, ty);
        draw_texel_tooltip(state, atlas, tx, ty, faces);
        for (uint32_t f : faces) {
            const auto [a, b] = rect_of(rects[f]);
            draw->AddRect(a, b, IM_COL32(255, 255, 0, 255));
        }
        if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left) && !faces.empty())
            out.push_back(FlyToSurface{int32_t(faces.front())});
        else if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !faces.empty())
            out.push_back(SelectSurface{int32_t(faces.front())});
    }
    if (state.selected_face && state.selected_face->atlas_rect.page == page_) {
        const auto [a, b] = rect_of(state.selected_face->atlas_rect);
        draw->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(b.x + 1, b.y + 1), IM_COL32(255, 40, 230, 255), 0, 2.0f);
        if (scroll_to_selection_) {
            // Bring the rectangle into view, a little in from the top-left corner.
            ImGui::SetScrollX(std::max(0.0f, a.x - origin.x - 32));
            ImGui::SetScrollY(std::max(0.0f, a.y - origin.y - 32));
        }
    }
    scroll_to_selection_ = false;
    ImGui::EndChild();
    ImGui::End();
}

}  // namespace bsp
