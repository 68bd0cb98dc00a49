// Which entity keys decide how a brush model is placed and drawn, and in which engines:
//
//   "origin" "x y z"   Quake, GoldSrc, Quake 2, Quake 3 (and Source): the model is drawn
//                      at the entity's origin; compilers subtract it from the brushes.
//   classname trigger_*  never drawn by Quake, Half-Life or Quake 3 (the server does not
//                      send triggers to clients, or marks them invisible).
//   "rendermode" 0..5 with "renderamt" 0..255 (GoldSrc; absent renderamt is 0, the
//                      engine's default):
//                      0 normal → opaque (renderamt ignored);
//                      1 color, 2 texture → blended with alpha renderamt/255;
//                      3 glow, 5 additive → added with alpha renderamt/255;
//                      4 solid → alpha-tested cut-outs, fully opaque where drawn;
//                      any mode but 0 with renderamt 0 draws nothing.
//   "alpha" 0..1       Quake engines with entity alpha (FitzQuake, QuakeSpasm, DarkPlaces):
//                      0 means unset (opaque), 1 opaque, in between blended.
//
// Quake 3 maps carry none of the render keys, so applying every rule to every map
// changes nothing where a key is absent; that is why no format is named here.
#include "map/brush_models.h"

#include "core/ascii.h"
#include "core/problem_tally.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <cmath>
#include <string>
#include <string_view>

namespace bsp {
namespace {

// GoldSrc's rendermode values (the game's kRender* constants).
enum GoldSrcRenderMode { kRenderNormal = 0, kRenderColor, kRenderTexture, kRenderGlow, kRenderSolid, kRenderAdditive };

// One warning per kind of problem, with the count and the first entity, so a map with
// thousands of odd entities cannot flood the warning list.
// One warning per kind of bad key: how many brush entities and the first of them.
class WarningTally {
public:
    explicit WarningTally(std::string what) : what_(std::move(what)) {}
    void note(size_t entity, const std::string& detail) { tally_.note("entity " + std::to_string(entity) + ": " + detail); }
    void report(Map& map) const {
        if (tally_.count)
            map.warnings.push_back(std::to_string(tally_.count) + " brush entities " + what_ + " (first: " + tally_.first + ")");
    }

private:
    std::string what_;
    ProblemTally tally_;
};

// The model an entity's "model" key names ("*N", 1 <= N < model count), or -1. Model 0
// is the world, which no entity moves.
int32_t named_model(const Entity& e, size_t model_count) {
    const std::string* key = e.find("model");
    if (!key || key->size() < 2 || (*key)[0] != '*') return -1;
    uint32_t index = 0;
    const char* end = key->data() + key->size();
    auto [stop, ec] = std::from_chars(key->data() + 1, end, index);
    if (ec != std::errc() || stop != end || index == 0 || index >= model_count) return -1;
    return int32_t(index);
}

// For each model, the index of the first entity that names it, or -1.
std::vector<int64_t> model_owners(const Map& map) {
    std::vector<int64_t> owner(map.models.size(), -1);
    for (size_t i = 0; i < map.entities.size(); ++i) {
        const int32_t m = named_model(map.entities[i], map.models.size());
        if (m >= 0 && owner[size_t(m)] < 0) owner[size_t(m)] = int64_t(i);
    }
    return owner;
}

void translate(Aabb& box, const glm::vec3& by) {
    if (box.empty()) return;
    box.min += by;
    box.max += by;
}

struct RenderKeys {
    bool hidden = false;
    ModelBlend blend = ModelBlend::Opaque;
    float alpha = 1.0f;
};

RenderKeys goldsrc_render_mode(const Entity& e, size_t index, WarningTally& bad) {
    RenderKeys out;
    const std::optional<float> value = e.number("rendermode");
    if (!value || *value != std::floor(*value) || *value < 0 || *value > 5) {
        bad.note(index, "rendermode '" + e.get("rendermode") + "' is not 0..5; drawn normally");
        return out;
    }
    const int mode = int(*value);
    if (mode == kRenderNormal) return out;
    float amount = 0;  // the engine's default when the key is absent
    if (e.find("renderamt")) {
        const std::optional<float> amt = e.number("renderamt");
        if (!amt || !std::isfinite(*amt)) {
            // Drawn in full rather than hidden: a typo should not make a model vanish.
            bad.note(index, "renderamt '" + e.get("renderamt") + "' is not a number; used 255");
            amount = 255;
        } else {
            amount = std::clamp(*amt, 0.0f, 255.0f);
        }
    }
    if (amount == 0) {
        out.hidden = true;
        return out;
    }
    switch (mode) {
        case kRenderColor:
        case kRenderTexture: out.blend = ModelBlend::Blend; out.alpha = amount / 255.0f; break;
        case kRenderGlow:
        case kRenderAdditive: out.blend = ModelBlend::Additive; out.alpha = amount / 255.0f; break;
        case kRenderSolid: out.blend = ModelBlend::AlphaTest; break;
    }
    return out;
}

RenderKeys quake_alpha(const Entity& e, size_t index, WarningTally& bad) {
    RenderKeys out;
    const std::optional<float> alpha = e.number("alpha");
    if (!alpha || !(*alpha >= 0)) {  // also catches NaN
        bad.note(index, "alpha '" + e.get("alpha") + "' is not a number in 0..1; drawn opaque");
        return out;
    }
    if (*alpha > 0 && *alpha < 1) {
        out.blend = ModelBlend::Blend;
        out.alpha = *alpha;
    }
    return out;
}

}  // namespace

void place_brush_models(Map& map, bool turn_by_angles) {
    const std::vector<int64_t> owner = model_owners(map);
    std::vector<bool> moved(map.vertices.size(), false);
    std::vector<glm::vec3> surface_shift(map.surfaces.size(), glm::vec3(0));
    WarningTally bad_origin("have an origin that is not three finite numbers and are drawn unmoved");
    std::map<size_t, glm::mat3> surface_turn;  // surfaces turned by their entity's angles
    for (size_t m = 1; m < map.models.size(); ++m) {
        if (owner[m] < 0) continue;
        const Entity& e = map.entities[size_t(owner[m])];
        // Turned by its angles even without an origin key: then about the world's origin.
        const bool has_origin = e.find("origin") != nullptr;
        if (!has_origin && !(turn_by_angles && e.find("angles"))) continue;
        const std::optional<glm::vec3> origin = has_origin ? e.vec3("origin") : std::optional<glm::vec3>(glm::vec3(0));
        if (!origin || !std::isfinite(origin->x) || !std::isfinite(origin->y) || !std::isfinite(origin->z)) {
            bad_origin.note(size_t(owner[m]), "origin '" + e.get("origin") + "'");
            continue;
        }
        Model& model = map.models[m];
        model.origin = *origin;
        glm::mat3 turn(1.0f);
        if (turn_by_angles) {
            if (const std::optional<glm::vec3> angles = e.vec3("angles");
                angles && std::isfinite(angles->x) && std::isfinite(angles->y) && std::isfinite(angles->z) &&
                *angles != glm::vec3(0)) {
                StaticProp turned;
                turned.angles = *angles;
                turn = turned.rotation();
            }
        }
        const bool turning = turn != glm::mat3(1.0f);
        const glm::vec3 shift = *origin;
        auto place_box = [&](Aabb& box) {
            if (!turning) return translate(box, shift);
            if (box.empty()) return;
            Aabb out;
            for (int i = 0; i < 8; ++i)
                out.add(turn * glm::vec3(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y,
                                         i & 4 ? box.max.z : box.min.z) + shift);
            box = out;
        };
        place_box(model.bounds);
        const size_t first = std::min<size_t>(model.first_surface, map.surfaces.size());
        const size_t end = std::min<size_t>(first + model.surface_count, map.surfaces.size());
        for (size_t s = first; s < end; ++s) {
            Surface& surface = map.surfaces[s];
            surface_shift[s] = *origin;
            if (turning) surface_turn.emplace(s, turn);
            place_box(surface.bounds);
            const size_t v_end = std::min<size_t>(size_t(surface.first_vertex) + surface.vertex_count, moved.size());
            for (size_t v = surface.first_vertex; v < v_end; ++v) {
                if (moved[v]) continue;
                moved[v] = true;
                Vertex& vertex = map.vertices[v];
                vertex.position = turn * vertex.position + shift;
                vertex.normal = turn * vertex.normal;
            }
        }
    }
    // Patches are re-tessellated from their control points, so those move too.
    for (PatchSource& patch : map.patches) {
        if (patch.surface >= surface_shift.size()) continue;
        const auto turn = surface_turn.find(patch.surface);
        if (surface_shift[patch.surface] == glm::vec3(0) && turn == surface_turn.end()) continue;
        for (Vertex& v : patch.control) {
            if (turn != surface_turn.end()) {
                v.position = turn->second * v.position;
                v.normal = turn->second * v.normal;
            }
            v.position += surface_shift[patch.surface];
        }
    }
    bad_origin.report(map);
}

void apply_brush_model_render_keys(Map& map) {
    const std::vector<int64_t> owner = model_owners(map);
    WarningTally bad_keys("have render keys that cannot be read");
    for (size_t m = 1; m < map.models.size(); ++m) {
        if (owner[m] < 0) continue;
        const size_t index = size_t(owner[m]);
        const Entity& e = map.entities[index];
        RenderKeys keys;
        const std::string* mode = e.find("rendermode");
        if (mode && e.number("rendermode") != 0.0f)
            keys = goldsrc_render_mode(e, index, bad_keys);
        else if (e.find("alpha"))
            keys = quake_alpha(e, index, bad_keys);
        Model& model = map.models[m];
        model.hidden = keys.hidden || ascii_istarts_with(e.classname(), "trigger_");
        model.blend = keys.blend;
        model.alpha = keys.alpha;
    }
    bad_keys.report(map);
}

}  // namespace bsp
