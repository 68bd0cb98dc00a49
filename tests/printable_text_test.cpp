// printable_text (core/printable_text.h) and LoadError messages that quote file bytes.
#include <gtest/gtest.h>

#include "core/load_error.h"
#include "core/printable_text.h"

TEST(PrintableText, KeepsTextAndUtf8EscapesTheRest) {
    EXPECT_EQ(bsp::printable_text("plain\ttext"), "plain\ttext");
    EXPECT_EQ(bsp::printable_text("16\xc3\x97" "16 \xe2\x86\x92 x"), "16\xc3\x97" "16 \xe2\x86\x92 x");  // × and →
    EXPECT_EQ(bsp::printable_text("renderfx\x9d\x01"), "renderfx\\x9d\\x01");
    EXPECT_EQ(bsp::printable_text("cut \xe2\x86"), "cut \\xe2\\x86");  // a sequence the text ends inside
    EXPECT_EQ(bsp::printable_text(std::string("nul\0byte", 8)), "nul\\x00byte");
}

TEST(PrintableText, LoadErrorMessageIsPrintableProblemStaysRaw) {
    const bsp::LoadError e("maps/x.bsp", "lump 'entities'", "key \"a\xff\" has no value");
    EXPECT_STREQ(e.what(), "maps/x.bsp: lump 'entities': key \"a\\xff\" has no value");
    EXPECT_EQ(e.problem(), "key \"a\xff\" has no value");
}
