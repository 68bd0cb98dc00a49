#pragma once
// Valve's KeyValues text format, as VMT materials (and other Source text files)
// are written: a key followed by a value or by a { } block of more keys.
//
//   "LightmappedGeneric"            // a comment to the end of the line
//   {
//       $basetexture concrete/floor  [!$X360]
//       "Proxies" { "AnimatedTexture" { "animatedtextureframerate" 10 } }
//   }
//
// Tokens are quoted (no escapes: Windows paths keep their backslashes) or
// unquoted (ending at white space, a quote or a brace). A trailing [condition]
// names platforms: it is evaluated for a PC ($X360, $PS3, $GAMECONSOLE, $OSX
// false, anything else true; ! negates, || and && combine), and a pair whose
// condition is false is dropped. Limits guard against hostile input: nesting
// depth and text size; an error is a text naming the line and the problem.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bsp {

struct KeyValue {
    std::string key;
    std::string value;               // for a plain pair
    std::vector<KeyValue> children;  // for a block
    bool block = false;

    // The first child whose key matches, case-blind; null when none.
    const KeyValue* find(std::string_view child_key) const;
};

struct KeyValuesLimits {
    size_t max_depth = 64;             // blocks inside blocks
    size_t max_bytes = 4u << 20;       // text size
};

// The pairs at the file's top level, as children of a nameless block.
std::optional<KeyValue> parse_keyvalues(std::string_view text, std::string* error = nullptr,
                                        const KeyValuesLimits& limits = {});

}  // namespace bsp
