// The overlay's panels docked around the picture (ui/dock_layout.h), driven through
// ImGui frames as the viewer runs them (no window): the panels the viewer opens with
// show all their contents without scrolling at 1600x900 and 1024x640; with every
// panel open none covers the picture, none is cut off on the right, and all stay
// between the menu bar and the status bar however tall the bar grows; a closed panel
// gives its room to the picture; the docking survives a restart (ImGui's layout file)
// and Reset layout restores the default; the picked face's readout docks below the
// picture; the interface scale widens the panels without clipping; the Entities
// panel scrolls to the selected entity. On oa_thor with a face selected; skipped
// without the map or GL.
#include <gtest/gtest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include "render/lightmap_rects.h"
#include "render/render_support.h"
#include "session/view_state.h"
#include "ui/menu_bar.h"
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
    // As when the viewer starts for the first time: no layout saved.
    void fresh_start() {
        if (context_) ImGui::DestroyContext(context_);
        context_ = ImGui::CreateContext();
        ImGui::SetCurrentContext(context_);
        ImGuiIO& io = ImGui::GetIO();
        io.IniFilename = nullptr;
        io.ConfigFlags |= ImGuiConfigFlags_DockingEnable;
        set_up_ui_font(ui_scale_);  // the viewer's font (DejaVu Sans, from assets/fonts)
        // No renderer here: the font atlas's textures are asked for and never made.
        io.BackendFlags |= ImGuiBackendFlags_RendererHasTextures;
        overlay_ = Overlay{};
        status_bar_ = StatusBar{};
    }
    ViewedMap viewed() const { return {.map = &map(), .scene = &scene(), .lightmap_rects = &rects_, .name = "oa_thor"}; }
    void open_only(std::initializer_list<Panel> panels) {
        view_.panels.fill(false);
        for (Panel p : panels) view_.panels[size_t(p)] = true;
    }
    // A few frames at that display size, as the viewer draws them: the menu bar and
    // the status bar first (the dock space lies between them), then the panels.
    void run(float width, float height) { run(width, height, view_.ui_state(viewed(), {}, &history_)); }
    void run(float width, float height, const UiState& ui) {
        ImGuiIO& io = ImGui::GetIO();
        io.DisplaySize = ImVec2(width, height);
        for (int frame = 0; frame < 4; ++frame) {
            io.DeltaTime = 1.0f / 60.0f;
            ImGui::NewFrame();
            CommandList ignored;
            draw_menu_bar(ui, ignored);
            status_bar_.draw(ui, ignored);
            overlay_.draw(ui, ignored);
            ImGui::Render();
        }
    }
    // Brings a panel's tab to the front (several share a place) and lets it settle.
    void show_tab(Panel p, float width, float height) {
        ImGui::SetWindowFocus(panel_title(p));
        run(width, height);
    }
    static ImGuiWindow* window(Panel p) { return ImGui::FindWindowByName(panel_title(p)); }
    static ImGuiWindow* status_bar() { return ImGui::FindWindowByName("##status"); }
    ImRect picture() const {
        const PictureRect r = overlay_.picture();
        return ImRect(r.x, r.y, r.x + r.width, r.y + r.height);
    }

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

// "Name x,y wxh; " for each panel and the picture, for a failure to show the layout.
std::string layout_text(const ImRect& picture) {
    std::string s;
    auto add = [&](const char* name, ImVec2 pos, ImVec2 size) {
        s += std::string(name) + " " + std::to_string(int(pos.x)) + "," + std::to_string(int(pos.y)) + " " +
             std::to_string(int(size.x)) + "x" + std::to_string(int(size.y)) + "; ";
    };
    for (Panel p : kAllPanels)
        if (const ImGuiWindow* w = ImGui::FindWindowByName(panel_title(p)); w && w->Active) add(w->Name, w->Pos, w->Size);
    add("picture", picture.Min, picture.GetSize());
    return s;
}

TEST_F(OverlayLayout, StartingPanelsShowEverythingWithoutScrolling) {
    open_only({Panel::FrameStats, Panel::Visibility});
    for (const ImVec2 size : {ImVec2(1600, 900), ImVec2(1024, 640)}) {
        fresh_start();
        run(size.x, size.y);
        for (Panel p : {Panel::FrameStats, Panel::Visibility}) {
            show_tab(p, size.x, size.y);  // at 1024x640 the two share the right column as tabs
            const ImGuiWindow* w = window(p);
            ASSERT_NE(w, nullptr) << panel_title(p);
            SCOPED_TRACE(std::string(panel_title(p)) + " at " + std::to_string(int(size.x)) + "x" +
                         std::to_string(int(size.y)) + ": " + layout_text(picture()));
            EXPECT_TRUE(w->DockIsActive) << "docked";
            EXPECT_EQ(w->ScrollMax.y, 0.0f) << "needs scrolling";
            EXPECT_EQ(w->ScrollMax.x, 0.0f);
            EXPECT_LE(w->ContentSize.x, w->InnerRect.GetWidth()) << "cut off on the right";
            EXPECT_FALSE(w->Rect().Overlaps(picture())) << "covers the picture";
        }
        EXPECT_GT(picture().GetWidth(), size.x * 0.45f) << layout_text(picture());
    }
}

// Every panel open: each is docked clear of the picture, between the menu bar and the
// status bar, and the picture keeps a good part of the window.
TEST_F(OverlayLayout, PanelsNeverCoverThePicture) {
    for (const ImVec2 size : {ImVec2(1600, 900), ImVec2(1024, 640), ImVec2(900, 560)}) {
        fresh_start();
        open_only({Panel::Lumps, Panel::FrameStats, Panel::Visibility, Panel::Lightmaps, Panel::LightGrid,
                   Panel::Entities});
        run(size.x, size.y);
        SCOPED_TRACE(std::to_string(int(size.x)) + "x" + std::to_string(int(size.y)) + ": " + layout_text(picture()));
        const ImGuiWindow* bar = status_bar();
        ASSERT_NE(bar, nullptr);
        EXPECT_GE(picture().GetWidth(), size.x * 0.3f);
        EXPECT_GE(picture().GetHeight(), size.y * 0.3f);
        EXPECT_GE(picture().Min.y, ImGui::GetFrameHeight() - 0.5f) << "below the menu bar";
        EXPECT_LE(picture().Max.y, bar->Pos.y + 0.5f) << "above the status bar";
        for (Panel p : kAllPanels) {
            const ImGuiWindow* w = window(p);
            ASSERT_NE(w, nullptr) << panel_title(p);
            EXPECT_TRUE(w->DockIsActive) << panel_title(p);
            EXPECT_FALSE(w->Rect().Overlaps(picture())) << panel_title(p) << " covers the picture";
            EXPECT_LE(w->Pos.y + w->Size.y, bar->Pos.y + 0.5f) << panel_title(p) << " reaches into the status bar";
            EXPECT_LE(w->Pos.x + w->Size.x, size.x + 0.5f) << panel_title(p);
        }
    }
}

TEST_F(OverlayLayout, NoPanelIsCutOffOnTheRight) {
    open_only({Panel::Lumps, Panel::FrameStats, Panel::Visibility, Panel::Lightmaps, Panel::LightGrid,
               Panel::Entities});
    run(1600, 900);
    for (Panel p : kAllPanels) {
        show_tab(p, 1600, 900);
        const ImGuiWindow* w = window(p);
        ASSERT_NE(w, nullptr) << panel_title(p);
        EXPECT_LE(w->ContentSize.x, w->InnerRect.GetWidth() + 1) << panel_title(p) << " is cut off on the right";
    }
    // The tables keep their columns whole: wider than the panel, they scroll sideways.
    for (const auto& [table, panel] : {std::pair{"lumps", Panel::Lumps}, std::pair{"probes", Panel::LightGrid}}) {
        show_tab(panel, 1600, 900);
        const ImGuiTable* t = ImGui::TableFindByID(ImGui::GetIDWithSeed(table, nullptr, window(panel)->ID));
        ASSERT_NE(t, nullptr) << table;
        for (int c = 0; c < t->ColumnsCount; ++c)
            EXPECT_GE(t->Columns[c].WidthGiven + 0.5f, t->Columns[c].ContentMaxXUnfrozen - t->Columns[c].WorkMinX)
                << table << " column " << c << " is cut";
    }
}

// A panel closed gives its room back: with none open the picture fills the window
// between the bars.
TEST_F(OverlayLayout, ClosedPanelsGiveTheirRoomToThePicture) {
    open_only({Panel::FrameStats, Panel::Visibility});
    run(1600, 900);
    const float with_panels = picture().GetWidth();
    open_only({});
    run(1600, 900);
    EXPECT_GT(picture().GetWidth(), with_panels + 300);
    EXPECT_NEAR(picture().GetWidth(), 1600, 1);
    EXPECT_NEAR(picture().Max.y, status_bar()->Pos.y, 1);
}

// The docking is ImGui's layout file's: read back in a new context (the next run) the
// panels and the picture are where they were. Reset layout docks them as at first.
TEST_F(OverlayLayout, TheDockingComesBackAndResetRestoresTheDefault) {
    open_only({Panel::FrameStats, Panel::Visibility, Panel::Entities});
    run(1600, 900);
    const ImRect first = picture();
    const ImGuiID frame_node = window(Panel::FrameStats)->DockId;
    // The person drags Frame onto the Visibility panel's place (a tab there).
    ImGui::DockBuilderDockWindow(panel_title(Panel::FrameStats), window(Panel::Visibility)->DockId);
    run(1600, 900);
    ASSERT_EQ(window(Panel::FrameStats)->DockId, window(Panel::Visibility)->DockId);
    const ImRect moved = picture();
    EXPECT_LT(moved.Min.x, first.Min.x - 100) << "the left column gave its room to the picture";
    const std::string saved = ImGui::SaveIniSettingsToMemory();

    fresh_start();  // the next run, with the layout file
    ImGui::LoadIniSettingsFromMemory(saved.c_str(), saved.size());
    run(1600, 900);
    EXPECT_EQ(window(Panel::FrameStats)->DockId, window(Panel::Visibility)->DockId);
    EXPECT_NEAR(picture().Min.x, moved.Min.x, 1);
    EXPECT_NEAR(picture().GetWidth(), moved.GetWidth(), 1);

    overlay_.reset_layout();
    run(1600, 900);
    EXPECT_NE(window(Panel::FrameStats)->DockId, window(Panel::Visibility)->DockId);
    EXPECT_NEAR(picture().Min.x, first.Min.x, 1);
    EXPECT_LT(window(Panel::FrameStats)->Pos.x, picture().Min.x) << "Frame on the left again";
    (void)frame_node;
}

// The readout of the picked face docks below the picture, with a close button; it
// stays above the status bar, however tall the bar grows, in a small window too.
TEST_F(OverlayLayout, ShaderStagesReadoutDocksBelowThePicture) {
    open_only({Panel::FrameStats, Panel::Visibility});
    for (const ImVec2 size : {ImVec2(1600, 900), ImVec2(900, 560)}) {
        fresh_start();
        UiState ui = view_.ui_state(viewed(), {}, &history_);
        ASSERT_TRUE(ui.selected_face.has_value());
        // A readout as a Quake 3 script gives it (this fixture's map has no materials).
        ui.selected_face->shader_stages = {"drawn stage by stage (2 stages)", "stage 1: textures/a.tga",
                                           "stage 2: $lightmap, blendFunc filter"};
        ui.viewer.recording_message = "camera path saved: x.txt (3 frames)\nreplay: bspview MAP --bench --path x.txt";
        run(size.x, size.y, ui);
        const ImGuiWindow* bar = status_bar();
        const ImGuiWindow* stages = ImGui::FindWindowByName("Shader stages");
        ASSERT_NE(bar, nullptr);
        ASSERT_NE(stages, nullptr);
        SCOPED_TRACE(std::to_string(int(size.x)) + "x" + std::to_string(int(size.y)) + ": " + layout_text(picture()));
        EXPECT_TRUE(stages->DockIsActive);
        EXPECT_TRUE(stages->HasCloseButton);
        EXPECT_GE(stages->Pos.y, picture().Max.y - 0.5f) << "below the picture";
        EXPECT_FALSE(stages->Rect().Overlaps(picture()));
        EXPECT_LE(stages->Pos.y + stages->Size.y, bar->Pos.y + 0.5f);
    }
}

// The patch level slider only where there are patches to subdivide.
TEST_F(OverlayLayout, ThePatchLevelSliderShowsOnlyForMapsWithPatches) {
    // The bar's first line only: no camera warning, no missing-texture line (no renderer).
    view_.camera = default_camera(map());
    UiState ui = view_.ui_state(viewed(), {}, &history_);
    ui.scene = nullptr;
    run(1600, 900, ui);
    const float with_patches = status_bar()->ContentSize.x;

    Map flat = map();
    flat.patches.clear();
    ViewedMap flat_view = viewed();
    flat_view.map = &flat;
    fresh_start();
    ui = view_.ui_state(flat_view, {}, &history_);
    ui.scene = nullptr;
    run(1600, 900, ui);
    const float without = status_bar()->ContentSize.x;
    EXPECT_LT(without, with_patches - 100.0f) << "the 100 px slider and its label are gone";
}

// The status bar grows upward with extra lines (here the camera-outside-the-map warning,
// which it shows as the Visibility panel does, a recording's two lines and an error):
// the dock space, the panels and the picture stay above it, whatever its height.
TEST_F(OverlayLayout, PanelsStayAboveATallStatusBar) {
    open_only({Panel::FrameStats, Panel::Visibility, Panel::Entities});
    view_.camera = default_camera(map());  // in the map: no warning
    // No renderer: the bar's camera warning then reads the camera itself.
    UiState ui = view_.ui_state(viewed(), {}, &history_);
    ui.scene = nullptr;
    run(1024, 640, ui);
    const float plain = status_bar()->Size.y;

    fresh_start();
    view_.camera.position = glm::vec3(1e5f);  // outside the map: the warning line
    ui = view_.ui_state(viewed(), {}, &history_);
    ui.scene = nullptr;
    run(1024, 640, ui);
    const float warned = status_bar()->Size.y;
    EXPECT_GT(warned, plain + ImGui::GetTextLineHeight() * 0.9f) << "the camera warning adds a line";

    ui.viewer.recording_message = "camera path saved: x.txt (3 frames)\nreplay: bspview MAP --bench --path x.txt";
    ui.viewer.error = "maps/broken.bsp: lump 'faces' is cut short";
    run(1024, 640, ui);
    const ImGuiWindow* bar = status_bar();
    EXPECT_GT(bar->Size.y, warned + 2 * ImGui::GetTextLineHeight());
    EXPECT_EQ(bar->Pos.y + bar->Size.y, 640.0f) << "along the window's foot";
    EXPECT_LE(picture().Max.y, bar->Pos.y + 0.5f);
    for (Panel p : {Panel::FrameStats, Panel::Visibility, Panel::Entities}) {
        const ImGuiWindow* w = window(p);
        ASSERT_NE(w, nullptr);
        EXPECT_LE(w->Pos.y + w->Size.y, bar->Pos.y + 0.5f) << panel_title(p) << " reaches into the status bar";
    }
}

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

// The interface scale (View > Interface scale, Ctrl+= / Ctrl+-, BSPVIEW_UI_SCALE):
// the font grows and the default layout's columns widen with it; the starting panels
// are not cut off at 0.75, 1 (1600x900), 1.5 (1920x1080) and 2 (2560x1440).
TEST_F(OverlayLayout, ScaledFontWidensPanelsAndKeepsThemWhole) {
    open_only({Panel::FrameStats, Panel::Visibility});
    for (const auto& [scale, size] : {std::pair{0.75f, ImVec2(1600, 900)}, std::pair{1.0f, ImVec2(1600, 900)},
                                      std::pair{1.5f, ImVec2(1920, 1080)}, std::pair{2.0f, ImVec2(2560, 1440)}}) {
        ui_scale_ = scale;
        fresh_start();
        EXPECT_NEAR(ui_font_pixels(), 13 * scale, 0.5f);
        run(size.x, size.y);
        for (Panel p : {Panel::FrameStats, Panel::Visibility}) {
            show_tab(p, size.x, size.y);
            const ImGuiWindow* w = window(p);
            ASSERT_NE(w, nullptr);
            SCOPED_TRACE(std::string(panel_title(p)) + " at scale " + std::to_string(scale) + ": " +
                         layout_text(picture()));
            EXPECT_EQ(w->ScrollMax.x, 0.0f);
            EXPECT_LE(w->ContentSize.x, w->InnerRect.GetWidth()) << "cut off on the right";
            EXPECT_GE(w->Size.x, 340 * scale - 1) << "narrower than its 13 px layout, scaled";
        }
        EXPECT_GT(picture().GetWidth(), size.x * 0.4f);
    }
    ui_scale_ = 1;
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
    EXPECT_NE(set_up_ui_font(1.0f).find("assets/fonts/DejaVuSans.ttf"), std::string::npos) << "the shipped font";
    ImGui::DestroyContext(context);
}

}  // namespace
