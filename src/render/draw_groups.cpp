#include "render/draw_groups.h"

#include <map>
#include <tuple>

#include "vis/visible_set.h"

namespace bsp {

DrawGroupTable build_draw_groups(const Map& map, const MaterialTable& materials, const LightmapAtlas& atlas) {
    using Key = std::tuple<int, GLuint, int, int, int, bool>;  // pass first: it orders the groups
    std::map<Key, uint32_t> provisional;
    std::vector<Key> surface_keys(map.surfaces.size());
    std::vector<bool> drawn(map.surfaces.size(), false);
    for (size_t s = 0; s < map.surfaces.size(); ++s) {
        const Surface& surf = map.surfaces[s];
        const DrawMaterial& m = materials.get(surf.material);
        if (m.pass == DrawPass::Skip || surf.index_count == 0 || surf.kind == SurfaceKind::Flare) continue;
        int page = -1;
        if (surf.lightmap >= 0 && size_t(surf.lightmap) < atlas.placements.size())
            page = atlas.placements[size_t(surf.lightmap)].page;
        Lighting lighting = materials.lighting_for(surf.material, page);
        if (lighting != Lighting::Lightmap) page = -1;
        // The sky is drawn by direction, whatever its texture: one group for all of it.
        GLuint texture = m.pass == DrawPass::Sky ? 0 : m.texture;
        if (m.pass == DrawPass::Sky) { page = -1; lighting = Lighting::None; }
        const Key key{int(m.pass), texture, page, int(lighting), int(m.blend), m.two_sided};
        surface_keys[s] = key;
        drawn[s] = true;
        provisional.emplace(key, 0);
    }
    DrawGroupTable table;
    for (auto& [key, id] : provisional) {  // std::map iterates in key order: pass order
        id = uint32_t(table.groups.size());
        DrawGroup g;
        g.pass = DrawPass(std::get<0>(key));
        g.texture = std::get<1>(key);
        g.lightmap_page = std::get<2>(key);
        g.lighting = Lighting(std::get<3>(key));
        g.blend = ShaderBlend(std::get<4>(key));
        g.two_sided = std::get<5>(key);
        table.groups.push_back(g);
    }
    table.group_of_surface.assign(map.surfaces.size(), VisibleSetBuilder::kNoGroup);
    for (size_t s = 0; s < map.surfaces.size(); ++s)
        if (drawn[s]) table.group_of_surface[s] = provisional[surface_keys[s]];
    return table;
}

}  // namespace bsp
