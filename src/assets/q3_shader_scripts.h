#pragma once
// Quake 3 shader scripts (scripts/*.shader): every stage of every shader read into
// MaterialStage records (assets/material_stage.h) with the engine's defaults, plus
// the shader-wide directives (surfaceparms, cull, sort, polygonOffset, skyParms,
// fogParms, deformVertexes). The summary fields (first_image, blend, vertex_lit...)
// are what the single-pass path and the name rules need.
//
// Bad input never stops the parse: an unknown keyword is a warning (once per
// keyword), a malformed directive is skipped, absurd numbers are clamped, extra
// tcMods and animMap frames past the engine's limits are dropped with a warning. A
// file whose braces do not balance is ignored whole, as the engine ignores it.
//
// Adding a script checks its structure and lists its shader names; a shader's body is
// parsed the first time find() asks for it (a map uses tens of a game's two thousand
// shaders; parsing them all was most of loading the scripts). warnings() parses the rest.
//
// Which definition of a duplicate name wins follows the engine (docs/quake3_shaders.md):
// the engine lists the script files, then reads them from the last listed to the
// first and keeps the first definition it meets, so a later-listed file wins.
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "assets/material.h"

namespace bsp {

class Vfs;

struct Q3ShaderInfo {
    std::string name;           // as written in the script
    std::string source_file;    // scripts/x.shader it came from
    std::string first_image;    // first image a stage names ($lightmap, $whiteimage skipped); may be empty
    std::string sky_box;        // skyParms farbox base ("env/xyz"), empty for "-" or none
    bool sky = false;           // surfaceparm sky
    bool nodraw = false;        // surfaceparm nodraw
    bool translucent = false;   // surfaceparm trans
    bool no_lightmap = false;   // surfaceparm nolightmap, or no $lightmap stage
    bool has_lightmap_stage = false;
    bool two_sided = false;     // cull none / twosided / disable
    bool vertex_lit = false;    // the image stage takes rgbGen vertex / exactVertex
    bool fog = false;           // fogparms: brushes with this shader are a fog volume
    BlendMode blend = BlendMode::Opaque;  // of the first stage (AlphaTest: it has an alphaFunc)

    std::vector<MaterialStage> stages;    // every stage, images by name (MaterialStage::image stays -1)
    std::vector<std::string> surfaceparms;  // as written, lower case
    std::vector<Deform> deforms;
    CullMode cull = CullMode::Front;
    float sort = 0;                       // 0: no sort directive
    bool polygon_offset = false;
    bool nopicmip = false, nomipmaps = false;
    float cloud_height = 0;               // skyParms' second word ("-" or 0: 512); 0: none given, no clouds
    glm::vec3 fog_color{0};               // fogParms
    float fog_distance = 0;               // fogParms: depth at which the fog is opaque
    // What its parse warned about (unknown keywords, malformed directives): a map's
    // warnings list those of the shaders it uses, not the whole game's.
    std::vector<std::string> warnings;
};

// The sort value the engine gives a shader (tr_shader.c FinishShader): the sky 2
// (SS_ENVIRONMENT) whatever it names; else its own sort when it names one;
// polygonOffset 4 (decal); a first stage that blends 5 (seeThrough) when it writes
// depth, else 9 (blend0); 7 (fog) without stages; 3 (opaque) otherwise.
float engine_sort_value(const Q3ShaderInfo& shader);

class Q3ShaderScripts {
public:
    // Reads every scripts/*.shader the vfs has, in the engine's order
    // (engine_script_order). Unparseable files are skipped and named in warnings().
    void load(const Vfs& vfs);
    // Takes one script's text. A name this script defines twice keeps its first
    // definition; a name an earlier added script defined is replaced (later files win).
    void add_script(std::string_view text, const std::string& source_file);

    // Case-insensitive lookup of a shader name (without extension), parsed on first use.
    // Safe to call from several threads; the record stays where it is until the scripts go.
    const Q3ShaderInfo* find(std::string_view name) const;
    size_t size() const { return winners_.size(); }
    // Every warning of every script, each unknown keyword once (parses every shader).
    const std::vector<std::string>& warnings() const;
    // The warnings about whole files (ignored for unbalanced braces, unreadable).
    const std::vector<std::string>& file_warnings() const { return file_warnings_; }

    // One warning of a shader's parse: its message, and for an unknown keyword the
    // keyword and the game-wide list's once-per-keyword message.
    struct WarningEvent {
        std::string message, keyword, once_message;
    };

private:
    struct Script {
        std::string text, source_file;
    };
    struct Parsed {
        Q3ShaderInfo info;
        std::vector<WarningEvent> events;
    };
    // A shader as a script defines it: the body starts at `body` in its script's text.
    struct Definition {
        uint32_t script = 0;
        size_t body = 0;
        std::string name;  // as written
        std::unique_ptr<Parsed> parsed;  // once asked for
    };

    void add_file_warning(std::string warning);
    Parsed& parsed(int32_t definition) const;  // under mutex_

    std::vector<Script> scripts_;
    mutable std::vector<Definition> definitions_;
    std::unordered_map<std::string, int32_t> winners_;  // key: lower-case name -> definition
    std::vector<int32_t> listed_;  // what add_script met, in order: a definition, or -1: the next file warning
    std::vector<std::string> file_warnings_;
    mutable std::vector<std::string> warnings_;
    mutable bool warnings_ready_ = true;
    std::unique_ptr<std::mutex> mutex_ = std::make_unique<std::mutex>();  // parsing on demand; movable
};

// The order the engine reads script files in: its file list walks the search path
// from the highest priority down (the last mounted archive first), each script name
// once, where the engine's archive keeps them (by name here). `files` are vfs paths,
// `priority_of` gives each one's mount rank (0 = highest).
std::vector<std::string> engine_script_order(const std::vector<std::string>& files,
                                             const std::vector<size_t>& priority_of);

// Lower-case copy with backslashes turned into slashes: how Quake 3 compares names.
std::string normalize_q3_name(std::string_view name);

}  // namespace bsp
