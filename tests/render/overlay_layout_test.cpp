// The overlay's panels at their default places and sizes, driven through ImGui
// frames as the viewer runs them (no window): the panels the viewer opens with show
// all their contents without scrolling at 1600x900 and 1024x640, no panel's
// contents run past its right edge at 1600x900, and when the window shrinks every
// panel moves (and shrinks) to stay inside it, clear of the status bar, however tall
// the bar grows (it shows the camera warning too); panels opened together in a small
// window fit or cascade so no title bar is covered; the Entities panel scrolls to the
// selected entity. On oa_thor with a face selected; skipped without the map or GL.
#include <gtest/gtest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include "render/lightmap_rects.h"
#include "render/render_support.h"
#include "session/view_state.h"
#include "ui/layout_display.h"
#include "ui/overlay.h"
#include "ui/status_bar.h"
#include "ui/ui_font.h"

namespace {

using namespace bsp;

class OverlayLayout : public bsptest::OaThorTest {
protected:
    void SetUp() override {
        bsptest::OaThorTest::SetUp();
        if (IsSkipped()) return;
        rects_ = surface_lightmap_rects(map(), scene().world().atlas());
        fresh_start();
        for (int i = 0; i < 120; ++i) history_.push(8.0f + float(i % 7), 0.1f);
        view_.select_surface(8419, viewed());
    }
    void TearDown() override {
        if (context_) ImGui::DestroyContext(context_);
    }
    // As when the viewer starts: no window placed yet.
    void fresh_start() {
        if (context_) ImGui::DestroyContext(context_);
        context_ = ImGui::CreateContext();
        ImGui::SetCurrentContext(context_);
        ImGuiIO& io = ImGui::GetIO();
        io.IniFilename = nullptr;
        ImGui::StyleColorsDark();
        set_up_ui_font(ui_scale_);  // the viewer's font (DejaVu Sans where installed)
        // No renderer here: the font atlas's textures are asked for and never made.
        io.BackendFlags |= ImGuiBackendFlags_RendererHasTextures;
        overlay_ = Overlay{};
    }
    ViewedMap viewed() const { return {.map = &map(), .scene = &scene(), .lightmap_rects = &rects_, .name = "oa_thor"}; }
    void open_only(std::initializer_list<Panel> panels) {
        view_.panels.fill(false);
        for (Panel p : panels) view_.panels[size_t(p)] = true;
    }
    // A few frames at that display size: windows and tables settle over frames.
    void run(float width, float height) {
        ImGuiIO& io = ImGui::GetIO();
        io.DisplaySize = ImVec2(width, height);
        const UiState ui = view_.ui_state(viewed(), {}, &history_);
        for (int frame = 0; frame < 4; ++frame) {
            io.DeltaTime = 1.0f / 60.0f;
            ImGui::NewFrame();
            CommandList ignored;
            overlay_.draw(ui, ignored);
            ImGui::Render();
        }
    }
    // As the viewer draws them: the status bar first, the panels kept above its height.
    void run_with_status_bar(float width, float height, const UiState& ui) {
        ImGuiIO& io = ImGui::GetIO();
        io.DisplaySize = ImVec2(width, height);
        for (int frame = 0; frame < 4; ++frame) {
            io.DeltaTime = 1.0f / 60.0f;
            ImGui::NewFrame();
            CommandList ignored;
            status_bar_.draw(ui, ignored);
            overlay_.draw(ui, ignored, status_bar_.height());
            ImGui::Render();
        }
    }
    static ImGuiWindow* window(Panel p) { return ImGui::FindWindowByName(panel_title(p)); }

    std::vector<LightmapRect> rects_;
    ImGuiContext* context_ = nullptr;
    FrameHistory history_;
    ViewState view_;
    Overlay overlay_;
    StatusBar status_bar_;
    float ui_scale_ = 1.0f;
};

constexpr Panel kAllPanels[] = {Panel::Lumps,     Panel::FrameStats, Panel::Visibility,
                                Panel::Lightmaps, Panel::LightGrid,  Panel::Entities};

TEST_F(OverlayLayout, StartingPanelsShowEverythingWithoutScrolling) {
    open_only({Panel::FrameStats, Panel::Visibility});
    for (const ImVec2 size : {ImVec2(1600, 900), ImVec2(1024, 640)}) {
        fresh_start();
        run(size.x, size.y);
        for (Panel p : {Panel::FrameStats, Panel::Visibility}) {
            const ImGuiWindow* w = window(p);
            ASSERT_NE(w, nullptr) << panel_title(p);
            EXPECT_EQ(w->ScrollMax.y, 0.0f) << panel_title(p) << " needs scrolling at " << size.x << "x" << size.y;
            EXPECT_EQ(w->ScrollMax.x, 0.0f) << panel_title(p) << " at " << size.x << "x" << size.y;
            EXPECT_LE(w->ContentSize.x, w->InnerRect.GetWidth()) << panel_title(p) << " is cut off on the right";
        }
        // The two leave the middle of the view free.
        const float free_from = window(Panel::FrameStats)->Pos.x + window(Panel::FrameStats)->Size.x;
        EXPECT_GT(window(Panel::Visibility)->Pos.x - free_from, size.x * 0.25f);
    }
}

TEST_F(OverlayLayout, NoPanelIsCutOffOnTheRight) {
    open_only({Panel::Lumps, Panel::FrameStats, Panel::Visibility, Panel::Lightmaps, Panel::LightGrid,
               Panel::Entities});
    run(1600, 900);
    for (Panel p : kAllPanels) {
        const ImGuiWindow* w = window(p);
        ASSERT_NE(w, nullptr) << panel_title(p);
        EXPECT_LE(w->ContentSize.x, w->InnerRect.GetWidth() + 1) << panel_title(p) << " is cut off on the right";
    }
    // The tables keep their columns whole: wider than the panel, they scroll sideways.
    for (const char* table : {"lumps", "probes"}) {
        const ImGuiTable* t = ImGui::TableFindByID(ImGui::GetIDWithSeed(table, nullptr, window(
            std::string(table) == "lumps" ? Panel::Lumps : Panel::LightGrid)->ID));
        ASSERT_NE(t, nullptr) << table;
        for (int c = 0; c < t->ColumnsCount; ++c)
            EXPECT_GE(t->Columns[c].WidthGiven + 0.5f, t->Columns[c].ContentMaxXUnfrozen - t->Columns[c].WorkMinX)
                << table << " column " << c << " is cut";
    }
}

TEST_F(OverlayLayout, PanelsStayInsideAShrinkingWindow) {
    open_only({Panel::Lumps, Panel::FrameStats, Panel::Visibility, Panel::Lightmaps, Panel::LightGrid,
               Panel::Entities});
    run(1600, 900);
    for (const ImVec2 size : {ImVec2(1024, 640), ImVec2(900, 560)}) {
        run(size.x, size.y);
        const float status_bar_top = size.y - (2 * ImGui::GetFrameHeightWithSpacing() + 16);
        for (Panel p : kAllPanels) {
            const ImGuiWindow* w = window(p);
            ASSERT_NE(w, nullptr) << panel_title(p);
            SCOPED_TRACE(std::string(panel_title(p)) + " at " + std::to_string(int(size.x)) + "x" +
                         std::to_string(int(size.y)));
            EXPECT_GE(w->Pos.x, 0);
            EXPECT_GE(w->Pos.y, ImGui::GetFrameHeight()) << "under the menu bar";
            EXPECT_LE(w->Pos.x + w->Size.x, size.x + 0.5f);
            EXPECT_LE(w->Pos.y + w->Size.y, status_bar_top + 0.5f) << "over the status bar";
        }
    }
}

// A window made small and large again: the right column comes back to the right edge
// and a panel at the bottom to the bottom, instead of staying where the small window
// had pushed them, and a panel the small window shrank grows back to its size.
TEST_F(OverlayLayout, PanelsFollowTheEdgesWhenTheWindowGrowsAgain) {
    open_only({Panel::FrameStats, Panel::Visibility, Panel::Entities});
    run(1600, 900);
    const ImVec2 visibility = window(Panel::Visibility)->Pos, entities = window(Panel::Entities)->Pos,
                 frame = window(Panel::FrameStats)->Pos, visibility_size = window(Panel::Visibility)->Size;
    run(900, 560);
    EXPECT_LT(window(Panel::Visibility)->Pos.x, 900 - window(Panel::Visibility)->Size.x + 1);
    EXPECT_LT(window(Panel::Visibility)->Size.y, visibility_size.y - 100);  // shrunk to fit
    run(1600, 900);
    EXPECT_EQ(window(Panel::Visibility)->Size.x, visibility_size.x);  // and grown back
    EXPECT_EQ(window(Panel::Visibility)->Size.y, visibility_size.y);
    EXPECT_NEAR(window(Panel::Visibility)->Pos.x, visibility.x, 1.0f);
    EXPECT_NEAR(window(Panel::Entities)->Pos.x, entities.x, 1.0f);
    EXPECT_NEAR(window(Panel::Entities)->Pos.y, entities.y, 1.0f);
    EXPECT_NEAR(window(Panel::FrameStats)->Pos.x, frame.x, 1.0f);  // the left column stays left
    EXPECT_NEAR(window(Panel::FrameStats)->Pos.y, frame.y, 1.0f);
}

// A panel resized by hand after the window shrank it keeps the size it was given.
TEST_F(OverlayLayout, APanelResizedByHandIsNotGrownBack) {
    open_only({Panel::Visibility});
    run(1600, 900);
    run(900, 560);
    ImGui::SetWindowSize(panel_title(Panel::Visibility), ImVec2(300, 200));
    run(900, 560);
    run(1600, 900);
    EXPECT_EQ(window(Panel::Visibility)->Size.x, 300);
    EXPECT_EQ(window(Panel::Visibility)->Size.y, 200);
}

// The next session opens larger than the last one ended: the layout file says what
// size its places were for, so the right column opens on the right.
TEST_F(OverlayLayout, ALayoutSavedInASmallWindowOpensRightInALargeOne) {
    open_only({Panel::FrameStats, Panel::Visibility});
    remember_layout_display_size();
    run(1600, 900);
    const float right_column = window(Panel::Visibility)->Pos.x;
    run(900, 560);
    const std::string saved = ImGui::SaveIniSettingsToMemory();
    EXPECT_NE(saved.find("[bspview][Layout]\nDisplaySize=900,560"), std::string::npos) << saved;

    fresh_start();
    remember_layout_display_size();
    ImGui::LoadIniSettingsFromMemory(saved.c_str(), saved.size());
    run(1600, 900);
    EXPECT_NEAR(window(Panel::Visibility)->Pos.x, right_column, 1.0f);
    EXPECT_NEAR(window(Panel::Visibility)->Pos.x + window(Panel::Visibility)->Size.x, 1600 - 6, 1.0f);

    // A layout file from before the size was saved: places are taken as they are.
    fresh_start();
    std::string old = saved.substr(0, saved.find("[bspview]"));
    ImGui::LoadIniSettingsFromMemory(old.c_str(), old.size());
    run(1600, 900);
    EXPECT_LT(window(Panel::Visibility)->Pos.x, 900.0f);
}

TEST(LayoutDisplay, NearerEdgesAreKept) {
    const ImVec2 from(900, 560), to(1600, 900);
    // Right half: keeps its distance to the right edge; top half: stays.
    ImVec2 p = follow_nearer_edges(ImVec2(500, 30), ImVec2(300, 100), from, to);
    EXPECT_FLOAT_EQ(p.x, 1200);
    EXPECT_FLOAT_EQ(p.y, 30);
    // Left and bottom.
    p = follow_nearer_edges(ImVec2(10, 400), ImVec2(300, 100), from, to);
    EXPECT_FLOAT_EQ(p.x, 10);
    EXPECT_FLOAT_EQ(p.y, 740);
    // And back again.
    p = follow_nearer_edges(ImVec2(1200, 740), ImVec2(300, 100), to, from);
    EXPECT_FLOAT_EQ(p.x, 500);
    EXPECT_FLOAT_EQ(p.y, 400);
}

// The Shader stages window (the picked surface's readout) opens at the foot of the
// middle column: above the status bar as the panels are, in a small window too.
TEST_F(OverlayLayout, ShaderStagesWindowStaysAboveTheStatusBar) {
    open_only({Panel::FrameStats, Panel::Visibility});
    for (const ImVec2 size : {ImVec2(1600, 900), ImVec2(900, 560)}) {
        fresh_start();
        UiState ui = view_.ui_state(viewed(), {}, &history_);
        ASSERT_TRUE(ui.selected_face.has_value());
        // A readout as a Quake 3 script gives it (this fixture's map has no materials).
        ui.selected_face->shader_stages = {"drawn stage by stage (2 stages)", "stage 1: textures/a.tga",
                                           "stage 2: $lightmap, blendFunc filter"};
        ui.viewer.recording_message = "camera path saved: x.txt (3 frames)\nreplay: bspview MAP --bench --path x.txt";
        run_with_status_bar(size.x, size.y, ui);
        const ImGuiWindow* bar = ImGui::FindWindowByName("status");
        const ImGuiWindow* stages = ImGui::FindWindowByName("Shader stages");
        ASSERT_NE(bar, nullptr);
        ASSERT_NE(stages, nullptr);
        EXPECT_LE(stages->Pos.y + stages->Size.y, bar->Pos.y + 0.5f) << size.x << "x" << size.y;
        EXPECT_GE(stages->Pos.y, ImGui::GetFrameHeight()) << "below the menu bar";
        EXPECT_LE(stages->Pos.x + stages->Size.x, size.x);
    }
}

// The patch level slider only where there are patches to subdivide.
TEST_F(OverlayLayout, ThePatchLevelSliderShowsOnlyForMapsWithPatches) {
    // The bar's first line only: no camera warning, no missing-texture line (no renderer).
    view_.camera = default_camera(map());
    UiState ui = view_.ui_state(viewed(), {}, &history_);
    ui.scene = nullptr;
    run_with_status_bar(1600, 900, ui);
    const float with_patches = ImGui::FindWindowByName("status")->Size.x;

    Map flat = map();
    flat.patches.clear();
    ViewedMap flat_view = viewed();
    flat_view.map = &flat;
    fresh_start();
    ui = view_.ui_state(flat_view, {}, &history_);
    ui.scene = nullptr;
    run_with_status_bar(1600, 900, ui);
    const float without = ImGui::FindWindowByName("status")->Size.x;
    EXPECT_LT(without, with_patches - 100.0f) << "the 100 px slider and its label are gone";
}

}  // namespace

namespace {

// An entity chosen by a click on its marker (SelectEntity) is the Entities panel's chosen
// row, scrolled into view: a late one in oa_thor's 570 lies far down the list.
TEST_F(OverlayLayout, EntitiesPanelScrollsToTheSelectedEntity) {
    open_only({Panel::Entities});
    run(1600, 900);
    const ImGuiWindow* panel = window(Panel::Entities);
    ASSERT_NE(panel, nullptr);
    auto list_scroll = [&] {
        for (const ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
            if (w->ParentWindow == panel && std::string(w->Name).find("list") != std::string::npos) return w->Scroll.y;
        return -1.0f;
    };
    EXPECT_EQ(list_scroll(), 0.0f);
    view_.select_entity(500, viewed());
    run(1600, 900);
    EXPECT_GT(list_scroll(), 100.0f) << "entity 500's row is scrolled into view";
}

}  // namespace

namespace {

// "Name x,y wxh; " for each window, for a failure to show the layout.
std::string layout_of(const std::vector<const ImGuiWindow*>& windows) {
    std::string s;
    for (const ImGuiWindow* w : windows)
        s += std::string(w->Name) + " " + std::to_string(int(w->Pos.x)) + "," + std::to_string(int(w->Pos.y)) + " " +
             std::to_string(int(w->Size.x)) + "x" + std::to_string(int(w->Size.y)) + "; ";
    return s;
}

// Every panel opened at once in a small window: those placed later do not cover the
// earlier ones' title bars (they fit beside or below them, or cascade), so each can
// still be clicked to the front, and all stay inside the window, clear of the status bar.
TEST_F(OverlayLayout, PanelsOpenedInASmallWindowKeepEveryTitleBarInSight) {
    for (const ImVec2 size : {ImVec2(900, 560), ImVec2(1024, 640), ImVec2(1600, 900)}) {
        fresh_start();
        open_only({Panel::Lumps, Panel::FrameStats, Panel::Visibility, Panel::Lightmaps, Panel::LightGrid,
                   Panel::Entities});
        run(size.x, size.y);
        // In drawing order: a later window is on top of an earlier one.
        const ImGuiContext& g = *ImGui::GetCurrentContext();
        std::vector<const ImGuiWindow*> order;
        for (const ImGuiWindow* w : g.Windows)
            for (Panel p : kAllPanels)
                if (w == window(p)) order.push_back(w);
        ASSERT_EQ(order.size(), std::size(kAllPanels));
        for (size_t i = 0; i < order.size(); ++i) {
            const ImRect title = order[i]->TitleBarRect();
            // The title's left part, where the name is: some of it must be uncovered.
            const ImVec2 name_at(title.Min.x + ImGui::GetFrameHeight() + 4, title.GetCenter().y);
            bool covered = false;
            for (size_t j = i + 1; j < order.size(); ++j) covered = covered || order[j]->Rect().Contains(name_at);
            EXPECT_FALSE(covered) << layout_of(order) << order[i]->Name << "'s title bar is covered at " << size.x << "x" << size.y;
            EXPECT_LE(order[i]->Pos.y + order[i]->Size.y, size.y - (2 * ImGui::GetFrameHeightWithSpacing() + 16) + 0.5f)
                << order[i]->Name;
            EXPECT_LE(order[i]->Pos.x + order[i]->Size.x, size.x + 0.5f) << order[i]->Name;
        }
    }
}

}  // namespace

namespace {

// The status bar grows upward with extra lines (here the camera-outside-the-map warning,
// which it shows as the Visibility panel does, a recording's two lines and an error):
// the full-height Visibility panel and the others stay above it, whatever its height.
TEST_F(OverlayLayout, PanelsStayAboveATallStatusBar) {
    open_only({Panel::FrameStats, Panel::Visibility, Panel::Entities});
    view_.camera = default_camera(map());  // in the map: no warning
    // No renderer: the bar's camera warning then reads the camera itself (the
    // renderer's last visibility view, in the viewer, is this frame's camera).
    UiState ui = view_.ui_state(viewed(), {}, &history_);
    ui.scene = nullptr;
    run_with_status_bar(1024, 640, ui);
    const ImGuiWindow* bar = ImGui::FindWindowByName("status");
    ASSERT_NE(bar, nullptr);
    const float plain = bar->Size.y;

    fresh_start();
    view_.camera.position = glm::vec3(1e5f);  // outside the map: the warning line
    ui = view_.ui_state(viewed(), {}, &history_);
    ui.scene = nullptr;
    run_with_status_bar(1024, 640, ui);
    const float warned = ImGui::FindWindowByName("status")->Size.y;
    EXPECT_GT(warned, plain + ImGui::GetTextLineHeight() * 0.9f) << "the camera warning adds a line";

    ui.viewer.recording_message = "camera path saved: x.txt (3 frames)\nreplay: bspview MAP --bench --path x.txt";
    ui.viewer.error = "maps/broken.bsp: lump 'faces' is cut short";
    run_with_status_bar(1024, 640, ui);
    bar = ImGui::FindWindowByName("status");
    EXPECT_GT(bar->Size.y, warned + 2 * ImGui::GetTextLineHeight());
    for (Panel p : {Panel::FrameStats, Panel::Visibility, Panel::Entities}) {
        const ImGuiWindow* w = window(p);
        ASSERT_NE(w, nullptr);
        EXPECT_LE(w->Pos.y + w->Size.y, bar->Pos.y + 0.5f) << panel_title(p) << " reaches into the status bar";
    }
}

}  // namespace

namespace {

// A larger UI scale (a HiDPI display, or BSPVIEW_UI_SCALE): the font grows and the
// panels widen with it, and the starting panels still show everything at 1080p x1.5
// and 1440p x2, leaving the middle of the view free.
TEST_F(OverlayLayout, ScaledFontWidensPanelsAndKeepsThemWhole) {
    open_only({Panel::FrameStats, Panel::Visibility});
    for (const auto& [scale, size] : {std::pair{1.5f, ImVec2(1920, 1080)}, std::pair{2.0f, ImVec2(2560, 1440)}}) {
        ui_scale_ = scale;
        fresh_start();
        EXPECT_NEAR(ui_font_pixels(), 13 * scale, 0.5f);
        run(size.x, size.y);
        for (Panel p : {Panel::FrameStats, Panel::Visibility}) {
            const ImGuiWindow* w = window(p);
            ASSERT_NE(w, nullptr);
            SCOPED_TRACE(std::string(panel_title(p)) + " at scale " + std::to_string(scale));
            EXPECT_EQ(w->ScrollMax.y, 0.0f);
            EXPECT_LE(w->ContentSize.x, w->InnerRect.GetWidth());
            EXPECT_GE(w->Size.x, 340 * scale - 1) << "narrower than its 13 px layout, scaled";
        }
        const float free_from = window(Panel::FrameStats)->Pos.x + window(Panel::FrameStats)->Size.x;
        EXPECT_GT(window(Panel::Visibility)->Pos.x - free_from, size.x * 0.25f);
    }
}

TEST(UiFont, ScaleFromTheEnvironmentAndTheBuiltInFallback) {
    ::setenv("BSPVIEW_UI_SCALE", "2", 1);
    EXPECT_EQ(ui_scale(nullptr), 2.0f);
    for (const char* bad : {"abc", "9", "0.1", "2x"}) {
        ::setenv("BSPVIEW_UI_SCALE", bad, 1);
        EXPECT_EQ(ui_scale(nullptr), 1.0f) << bad;
    }
    ::unsetenv("BSPVIEW_UI_SCALE");
    EXPECT_EQ(ui_scale(nullptr), 1.0f) << "no window: screenshots look the same everywhere";
    ImGuiContext* context = ImGui::CreateContext();
    EXPECT_EQ(set_up_ui_font(1.5f, "/nonexistent/font.ttf"), "") << "ImGui's own font";
    EXPECT_NEAR(ui_font_pixels(), 20, 0.5f);
    EXPECT_EQ(ImGui::GetIO().Fonts->Sources.size(), 1);
    ImGui::DestroyContext(context);
}

}  // namespace
