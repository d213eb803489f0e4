import WeavyDemo

/// `weavy-demo`: the app (`DemoCommand`, in the WeavyDemo library the tests import).
@main
@MainActor
enum DemoMain {
    static func main() async {
        await DemoCommand.main()
    }
}
