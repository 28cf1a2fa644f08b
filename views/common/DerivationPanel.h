#pragma once
#include <QStringList>
#include <QTextBrowser>

namespace fleet {
struct Derivation;
}

namespace fleet::views {

// Shows how a number was obtained: formula, substituted inputs with units, result and seed section.
// An edit usually changes only the numbers of the derivation shown: they are replaced in the document in place
// (issue #12), so Qt re-lays out those table cells instead of parsing and laying out the whole page again, and
// the scroll position stays. While the panel is hidden (its dock closed or behind the Issues tab) it only
// remembers what to show and applies it when it is shown again.
class DerivationPanel : public QTextBrowser {
    Q_OBJECT
public:
    explicit DerivationPanel(QWidget* parent = nullptr);
    void showDerivation(const fleet::Derivation* d, const QString& label);
    static QString toHtml(const fleet::Derivation& d, const QString& label);
    // Whether its dock is on screen (QDockWidget::visibilityChanged): a dock behind the Issues tab stays
    // "visible" to Qt but nobody sees it.
    void setOnScreen(bool onScreen);

protected:
    void showEvent(QShowEvent* event) override;

private:
    // The page with each number (the inputs' values, the result) in its own named anchor, and the page with
    // the numbers left out: two derivations with the same skeleton differ only in their numbers.
    struct Page {
        QString html;
        QString skeleton;
        QStringList numbers;
    };
    static Page page(const fleet::Derivation& d, const QString& label);
    void apply(Page p);
    void applyPending();                             // shows the page kept while nobody could see it, once someone can
    bool replaceNumbers(const QStringList& numbers); // false when the document does not hold the anchors

    Page m_shown;   // what the document shows
    Page m_pending; // what to show when the panel is shown, if m_hasPending (an empty page clears it)
    bool m_hasPending = false;
    bool m_onScreen = true;
};

} // namespace fleet::views
