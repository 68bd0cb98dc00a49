#include "session/opening_view.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <unordered_map>
#include <vector>

#include "vis/camera_leaf.h"
#include "vis/surface_picker.h"

namespace bsp {

namespace {

constexpr float kFar = 1024.0f;     // further than this counts as open space
constexpr float kDarkLevel = 16.0f;  // mean lightmap byte under which a face is near black on screen
constexpr int kYaws = 16;

// What a view direction's rays meet: how far they reach and how much of it is lit.
struct Look {
    float middle = 0;     // distance along the view's middle
    float score = 0;      // reach of the rays, the dark ones counting for little
    int lit_rays = 0, rays = 0;
};

class ViewProbe {
public:
    ViewProbe(const Map& map, const LightStyleSelection& styles) : map_(map), styles_(styles) {
        // What is drawn and stops the eye: doors count, triggers, clip and glass do not.
        for (uint32_t s = 0; s < map.surfaces.size(); ++s) {
            const int32_t m = map.surfaces[s].material;
            const uint32_t flags = m >= 0 && size_t(m) < map.materials.size() ? map.materials[size_t(m)].flags : 0;
            if (!(flags & (kMaterialNoDraw | kMaterialTranslucent))) world_.push_back(s);
        }
    }

    // The drawn surface a ray meets first.
    SurfaceHit hit(const glm::vec3& eye, const glm::vec3& direction) const {
        return pick_surface(map_, world_, Ray{eye, direction});
    }

    // A 3x3 fan across the middle of the view (30 degrees either side, a little up and down).
    Look look(const glm::vec3& eye, float yaw, float pitch) {
        Look out;
        for (float dp : {-10.0f, 0.0f, 15.0f})
            for (float dy : {-30.0f, 0.0f, 30.0f}) {
                Camera c;
                c.yaw = yaw + dy;
                c.pitch = pitch + dp;
                const SurfaceHit hit = pick_surface(map_, world_, Ray{eye, c.forward()});
                const float reach = hit.surface < 0 ? kFar : std::min(hit.distance, kFar);
                const bool lit = hit.surface < 0 || is_lit(uint32_t(hit.surface));
                if (dp == 0 && dy == 0) out.middle = reach;
                out.score += lit ? reach : 0.05f * reach;
                out.lit_rays += lit;
                ++out.rays;
            }
        return out;
    }

private:
    // A face is lit when its light (the lightmap's styles drawn, else its vertex
    // colours, which the Quake parsers blacken on faces the light tool gave no samples)
    // is not near black; sky, fullbright materials and external lightmaps count as lit.
    bool is_lit(uint32_t surface) {
        const auto known = lit_.find(surface);
        if (known != lit_.end()) return known->second;
        const Surface& s = map_.surfaces[surface];
        const int32_t m = s.material;
        const uint32_t flags = m >= 0 && size_t(m) < map_.materials.size() ? map_.materials[size_t(m)].flags : 0;
        bool lit = true;
        if (flags & (kMaterialSky | kMaterialNoLightmap)) {
            lit = true;
        } else if (s.lightmap >= 0 && size_t(s.lightmap) < map_.lightmaps.size()) {
            const LightmapImage& image = map_.lightmaps[size_t(s.lightmap)];
            if (image.external_path.empty() && !image.is_direction_map && !image.rgb.empty()) {
                double sum = styles_.on[0] ? mean(image.rgb) : 0.0;
                for (const LightStyleLayer& layer : image.extra_styles)
                    if (styles_.on[layer.style]) sum += mean(layer.rgb);
                lit = sum >= kDarkLevel;
            }
        } else if (s.vertex_count > 0 && size_t(s.first_vertex) + s.vertex_count <= map_.vertices.size()) {
            double sum = 0;
            for (uint32_t v = s.first_vertex; v < s.first_vertex + s.vertex_count; ++v) {
                const glm::u8vec4 c = map_.vertices[v].color;
                sum += (double(c.r) + c.g + c.b) / 3.0;
            }
            lit = sum / s.vertex_count >= kDarkLevel;
        }
        lit_.emplace(surface, lit);
        return lit;
    }
    static double mean(const std::vector<uint8_t>& bytes) {
        double sum = 0;
        for (uint8_t b : bytes) sum += b;
        return bytes.empty() ? 0.0 : sum / double(bytes.size());
    }

    const Map& map_;
    LightStyleSelection styles_;
    std::vector<uint32_t> world_;
    std::unordered_map<uint32_t, bool> lit_;
};

}  // namespace

OpeningView open_view(const Map& map, const Camera& start, const LightStyleSelection& styles) {
    OpeningView out{start};
    // Outside the map or in solid every ray starts in the void: nothing to go by.
    if (map.surfaces.empty() || (!map.visibility.empty() && find_cluster(map, start.position) < 0)) return out;
    ViewProbe probe(map, styles);
    const Look here = probe.look(start.position, start.yaw, start.pitch);
    const bool wall = here.middle < kOpeningWallDistance;
    const bool dark = here.lit_rays == 0;
    if (!wall && !dark) return out;

    float best_yaw = start.yaw;
    Look best = here;
    for (int k = 1; k < kYaws; ++k) {
        const float yaw = start.yaw + 360.0f * float(k) / kYaws;
        const Look l = probe.look(start.position, yaw, 0);
        if (l.score > best.score) best = l, best_yaw = yaw;
    }
    // Turn only for a clearly better view: a little more room is not worth surprising anyone.
    if (best_yaw == start.yaw || best.score < 1.5f * here.score) return out;
    out.camera.yaw = std::fmod(best_yaw + 360.0f, 360.0f);
    out.camera.pitch = 0;
    out.turned = true;
    char note[200];
    std::snprintf(note, sizeof note, "first view turned from yaw %.0f to %.0f: the spawn's view %s", start.yaw,
                  out.camera.yaw,
                  wall ? (dark ? "meets a dark wall close by" : "meets a wall close by") : "is all in the dark");
    out.note = note;
    return out;
}

namespace {

// Shut in: every ray meets, close by, a surface of one and the same material (a box
// of one tool texture); a small room of a real map (lq_nolcoz's start, walls and a
// door of several textures) is not.
bool shut_in(const Map& map, ViewProbe& probe, const glm::vec3& eye) {
    std::optional<int32_t> material;
    auto closed = [&](float yaw, float pitch) {
        Camera c;
        c.yaw = yaw;
        c.pitch = pitch;
        const SurfaceHit hit = probe.hit(eye, c.forward());
        if (hit.surface < 0 || hit.distance >= kEnclosedReach) return false;
        const int32_t m = map.surfaces[size_t(hit.surface)].material;
        if (material && *material != m) return false;
        material = m;
        return true;
    };
    for (float pitch : {-89.0f, 89.0f})
        if (!closed(0, pitch)) return false;
    for (int k = 0; k < kYaws; ++k)
        for (float pitch : {-30.0f, 0.0f, 30.0f})
            if (!closed(360.0f * float(k) / kYaws, pitch)) return false;
    return true;
}

}  // namespace

bool shut_in(const Map& map, const glm::vec3& eye) {
    if (map.surfaces.empty()) return false;
    ViewProbe probe(map, {});
    return shut_in(map, probe, eye);
}

OpeningView first_view(const Map& map, float fov_x, const LightStyleSelection& styles) {
    const std::vector<SpawnPoint> spawns = spawn_points(map);
    Camera start = default_camera(map, fov_x);
    std::string why;
    ViewProbe probe(map, styles);
    if (!spawns.empty() && !map.surfaces.empty() && shut_in(map, probe, spawns[0].eye)) {
        bool found = false;
        for (size_t i = 1; i < spawns.size() && !found; ++i)
            if (!shut_in(map, probe, spawns[i].eye)) {
                start = camera_at_spawn(spawns[i], fov_x);
                why = "first view at player start " + std::to_string(i) + ": start 0 is shut in a closed box";
                found = true;
            }
        // Every start shut in: the middle of the largest open leaf that is not.
        std::vector<const Leaf*> open;
        for (const Leaf& leaf : map.leaves)
            if (!found && leaf.cluster >= 0 && !leaf.bounds.empty() && leaf.leaf_surface_count > 0) open.push_back(&leaf);
        std::sort(open.begin(), open.end(), [](const Leaf* a, const Leaf* b) {
            const glm::vec3 sa = a->bounds.max - a->bounds.min, sb = b->bounds.max - b->bounds.min;
            return double(sa.x) * sa.y * sa.z > double(sb.x) * sb.y * sb.z;
        });
        for (size_t i = 0; i < open.size() && i < 64 && !found; ++i) {
            const glm::vec3 middle = open[i]->bounds.center();
            if ((!map.visibility.empty() && find_cluster(map, middle) < 0) || shut_in(map, probe, middle)) continue;
            start = Camera{};
            start.position = middle;
            start.fov_x = fov_x;
            why = "first view in the largest open space: every player start is shut in a closed box";
            found = true;
        }
    }
    OpeningView out = open_view(map, start, styles);
    if (!why.empty()) out.note = out.note.empty() ? why : why + "; " + out.note;
    return out;
}

}  // namespace bsp
